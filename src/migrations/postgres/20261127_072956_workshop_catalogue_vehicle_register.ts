import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_hero_banner_content" AS ENUM('image', 'video');
  CREATE TYPE "public"."enum_pages_blocks_hero_banner_text_color" AS ENUM('white', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_hero_carousel_slides_sub_title_color" AS ENUM('inherit', 'accent');
  CREATE TYPE "public"."enum_pages_blocks_hero_carousel_slides_text_color" AS ENUM('white', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_hero_carousel_slides_button_type" AS ENUM('primary', 'secondary');
  CREATE TYPE "public"."enum_pages_blocks_hero_carousel_height" AS ENUM('default', 'medium', 'fullHeight');
  CREATE TYPE "public"."enum_pages_blocks_hero_carousel_content_placement_x_axis" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_pages_blocks_hero_carousel_content_placement_y_axis" AS ENUM('top', 'center', 'bottom');
  CREATE TYPE "public"."enum_pages_blocks_blurb_title_tag" AS ENUM('h2', 'h3');
  CREATE TYPE "public"."enum_pages_blocks_blurb_background_color" AS ENUM('none', 'gray', 'accent', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_countdown_background_color" AS ENUM('none', 'gray', 'accent', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_text_columns_columns" AS ENUM('3', '4');
  CREATE TYPE "public"."enum_pages_blocks_card_grid_variant" AS ENUM('grayBackground', 'cardWithBorders');
  CREATE TYPE "public"."enum_pages_blocks_card_grid_columns" AS ENUM('3', '4');
  CREATE TYPE "public"."enum_pages_blocks_banner_background_color" AS ENUM('none', 'gray', 'accent', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_social_sharing_services" AS ENUM('facebook', 'linkedin', 'x', 'email');
  CREATE TYPE "public"."enum_pages_blocks_stage_row_columns" AS ENUM('3', '4');
  CREATE TYPE "public"."enum_pages_blocks_highlight_list_columns" AS ENUM('3', '4');
  CREATE TYPE "public"."enum_pages_blocks_spacer_size" AS ENUM('small', 'medium', 'large');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_banner_content" AS ENUM('image', 'video');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_banner_text_color" AS ENUM('white', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_carousel_slides_sub_title_color" AS ENUM('inherit', 'accent');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_carousel_slides_text_color" AS ENUM('white', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_carousel_slides_button_type" AS ENUM('primary', 'secondary');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_carousel_height" AS ENUM('default', 'medium', 'fullHeight');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_carousel_content_placement_x_axis" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_carousel_content_placement_y_axis" AS ENUM('top', 'center', 'bottom');
  CREATE TYPE "public"."enum__pages_v_blocks_blurb_title_tag" AS ENUM('h2', 'h3');
  CREATE TYPE "public"."enum__pages_v_blocks_blurb_background_color" AS ENUM('none', 'gray', 'accent', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_countdown_background_color" AS ENUM('none', 'gray', 'accent', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_text_columns_columns" AS ENUM('3', '4');
  CREATE TYPE "public"."enum__pages_v_blocks_card_grid_variant" AS ENUM('grayBackground', 'cardWithBorders');
  CREATE TYPE "public"."enum__pages_v_blocks_card_grid_columns" AS ENUM('3', '4');
  CREATE TYPE "public"."enum__pages_v_blocks_banner_background_color" AS ENUM('none', 'gray', 'accent', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_social_sharing_services" AS ENUM('facebook', 'linkedin', 'x', 'email');
  CREATE TYPE "public"."enum__pages_v_blocks_stage_row_columns" AS ENUM('3', '4');
  CREATE TYPE "public"."enum__pages_v_blocks_highlight_list_columns" AS ENUM('3', '4');
  CREATE TYPE "public"."enum__pages_v_blocks_spacer_size" AS ENUM('small', 'medium', 'large');
  CREATE TYPE "public"."enum_workshop_catalogues_services_offerings_kind" AS ENUM('original', 'base');
  CREATE TYPE "public"."enum_workshop_catalogues_services_icon" AS ENUM('wrench', 'tyre', 'tools', 'windscreen', 'wash', 'plus', 'damage');
  CREATE TYPE "public"."enum_workshop_catalogues_services_selection_type" AS ENUM('single');
  CREATE TYPE "public"."enum_workshop_catalogues_addons_offerings_kind" AS ENUM('original', 'base');
  CREATE TYPE "public"."enum_workshop_catalogues_addons_icon" AS ENUM('wrench', 'tyre', 'tools', 'windscreen', 'wash', 'plus', 'damage');
  CREATE TYPE "public"."enum_workshop_catalogues_addons_selection_type" AS ENUM('single');
  CREATE TABLE "pages_blocks_hero_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content" "enum_pages_blocks_hero_banner_content" DEFAULT 'image',
  	"image_id" integer,
  	"image_phone_id" integer,
  	"video_desktop_id" integer,
  	"video_phone_id" integer,
  	"link_href" varchar,
  	"text_color" "enum_pages_blocks_hero_banner_text_color" DEFAULT 'white',
  	"has_search_bar" boolean DEFAULT false,
  	"search_url" varchar,
  	"has_margin_top" boolean DEFAULT false,
  	"center_content" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_hero_banner_locales" (
  	"title" varchar,
  	"text" varchar,
  	"link_text" varchar,
  	"search_placeholder" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_hero_carousel_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"sub_title_link" varchar,
  	"sub_title_color" "enum_pages_blocks_hero_carousel_slides_sub_title_color" DEFAULT 'inherit',
  	"text_shadow" boolean DEFAULT true,
  	"text_color" "enum_pages_blocks_hero_carousel_slides_text_color" DEFAULT 'white',
  	"button_href" varchar,
  	"button_type" "enum_pages_blocks_hero_carousel_slides_button_type" DEFAULT 'primary',
  	"image_id" integer,
  	"image_phone_id" integer,
  	"video_id" integer,
  	"video_phone_id" integer
  );
  
  CREATE TABLE "pages_blocks_hero_carousel_slides_locales" (
  	"sub_title" varchar,
  	"title" varchar,
  	"text" varchar,
  	"button_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_hero_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"height" "enum_pages_blocks_hero_carousel_height" DEFAULT 'default',
  	"has_media_buttons" boolean DEFAULT true,
  	"content_placement_x_axis" "enum_pages_blocks_hero_carousel_content_placement_x_axis" DEFAULT 'left',
  	"content_placement_y_axis" "enum_pages_blocks_hero_carousel_content_placement_y_axis" DEFAULT 'center',
  	"auto_play" boolean DEFAULT false,
  	"auto_play_delay" numeric,
  	"search_bar_url" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_hero_carousel_locales" (
  	"search_bar_place_holder_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_carousel_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"link_href" varchar
  );
  
  CREATE TABLE "pages_blocks_carousel_items_locales" (
  	"title" varchar,
  	"text" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"auto_play_delay" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_carousel_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_blurb" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title_tag" "enum_pages_blocks_blurb_title_tag" DEFAULT 'h2',
  	"link_href" varchar,
  	"reverse" boolean DEFAULT false,
  	"background_color" "enum_pages_blocks_blurb_background_color" DEFAULT 'none',
  	"use_text_animations" boolean DEFAULT false,
  	"use_media_animations" boolean DEFAULT false,
  	"image_desktop_id" integer,
  	"image_phone_id" integer,
  	"video_desktop_id" integer,
  	"video_phone_id" integer,
  	"youtube_id" varchar,
  	"has_control_bar" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_blurb_locales" (
  	"title" varchar,
  	"rich_text" jsonb,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_accordion_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_accordion_items_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_accordion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"open_first" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_accordion_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_faq_items_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"open_first" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_faq_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_countdown" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"target" timestamp(3) with time zone,
  	"link_href" varchar,
  	"background_color" "enum_pages_blocks_countdown_background_color" DEFAULT 'none',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_countdown_locales" (
  	"title" varchar,
  	"text" varchar,
  	"ended_text" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_text_columns_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_href" varchar
  );
  
  CREATE TABLE "pages_blocks_text_columns_items_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_text_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"columns" "enum_pages_blocks_text_columns_columns" DEFAULT '3',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_text_columns_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_cta_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"link_href" varchar,
  	"big" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_cta_banner_locales" (
  	"title" varchar,
  	"text" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_car_model_card_cards_facts" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_car_model_card_cards_facts_locales" (
  	"label" varchar,
  	"value" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_car_model_card_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"link_href" varchar
  );
  
  CREATE TABLE "pages_blocks_car_model_card_cards_locales" (
  	"title" varchar,
  	"text" varchar,
  	"campaign_badge" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_car_model_card" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_car_model_card_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_image_card_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"link_href" varchar
  );
  
  CREATE TABLE "pages_blocks_image_card_cards_locales" (
  	"title" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_image_card" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_card_grid_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"icon_id" integer,
  	"href" varchar
  );
  
  CREATE TABLE "pages_blocks_card_grid_cards_locales" (
  	"title" varchar,
  	"text" varchar,
  	"button_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_card_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"variant" "enum_pages_blocks_card_grid_variant" DEFAULT 'grayBackground',
  	"columns" "enum_pages_blocks_card_grid_columns" DEFAULT '3',
  	"single_column_on_tablet" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_card_grid_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_horizontal_card" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"video_id" integer,
  	"link_href" varchar,
  	"reverse" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_horizontal_card_locales" (
  	"title" varchar,
  	"text" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"link_href" varchar,
  	"background_color" "enum_pages_blocks_banner_background_color" DEFAULT 'accent',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_banner_locales" (
  	"title" varchar,
  	"text" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_file_list_files" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"file_id" integer
  );
  
  CREATE TABLE "pages_blocks_file_list_files_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_file_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_file_list_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_social_sharing_services" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_social_sharing_services",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_social_sharing" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_social_sharing_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_stage_row_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"link_href" varchar
  );
  
  CREATE TABLE "pages_blocks_stage_row_items_locales" (
  	"title" varchar,
  	"text" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_stage_row" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"columns" "enum_pages_blocks_stage_row_columns" DEFAULT '3',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_stage_row_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_highlight_list_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon_id" integer
  );
  
  CREATE TABLE "pages_blocks_highlight_list_items_locales" (
  	"figure" varchar,
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_highlight_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"columns" "enum_pages_blocks_highlight_list_columns" DEFAULT '3',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_highlight_list_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_spacer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"size" "enum_pages_blocks_spacer_size" DEFAULT 'medium',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_map_block" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"address" varchar,
  	"zip" varchar,
  	"city" varchar,
  	"latitude" numeric,
  	"longitude" numeric,
  	"zoom" numeric DEFAULT 14,
  	"show_directions" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_map_block_locales" (
  	"title" varchar,
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_hero_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content" "enum__pages_v_blocks_hero_banner_content" DEFAULT 'image',
  	"image_id" integer,
  	"image_phone_id" integer,
  	"video_desktop_id" integer,
  	"video_phone_id" integer,
  	"link_href" varchar,
  	"text_color" "enum__pages_v_blocks_hero_banner_text_color" DEFAULT 'white',
  	"has_search_bar" boolean DEFAULT false,
  	"search_url" varchar,
  	"has_margin_top" boolean DEFAULT false,
  	"center_content" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hero_banner_locales" (
  	"title" varchar,
  	"text" varchar,
  	"link_text" varchar,
  	"search_placeholder" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_hero_carousel_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"sub_title_link" varchar,
  	"sub_title_color" "enum__pages_v_blocks_hero_carousel_slides_sub_title_color" DEFAULT 'inherit',
  	"text_shadow" boolean DEFAULT true,
  	"text_color" "enum__pages_v_blocks_hero_carousel_slides_text_color" DEFAULT 'white',
  	"button_href" varchar,
  	"button_type" "enum__pages_v_blocks_hero_carousel_slides_button_type" DEFAULT 'primary',
  	"image_id" integer,
  	"image_phone_id" integer,
  	"video_id" integer,
  	"video_phone_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hero_carousel_slides_locales" (
  	"sub_title" varchar,
  	"title" varchar,
  	"text" varchar,
  	"button_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_hero_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"height" "enum__pages_v_blocks_hero_carousel_height" DEFAULT 'default',
  	"has_media_buttons" boolean DEFAULT true,
  	"content_placement_x_axis" "enum__pages_v_blocks_hero_carousel_content_placement_x_axis" DEFAULT 'left',
  	"content_placement_y_axis" "enum__pages_v_blocks_hero_carousel_content_placement_y_axis" DEFAULT 'center',
  	"auto_play" boolean DEFAULT false,
  	"auto_play_delay" numeric,
  	"search_bar_url" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hero_carousel_locales" (
  	"search_bar_place_holder_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_carousel_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"link_href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_carousel_items_locales" (
  	"title" varchar,
  	"text" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"auto_play_delay" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_carousel_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_blurb" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title_tag" "enum__pages_v_blocks_blurb_title_tag" DEFAULT 'h2',
  	"link_href" varchar,
  	"reverse" boolean DEFAULT false,
  	"background_color" "enum__pages_v_blocks_blurb_background_color" DEFAULT 'none',
  	"use_text_animations" boolean DEFAULT false,
  	"use_media_animations" boolean DEFAULT false,
  	"image_desktop_id" integer,
  	"image_phone_id" integer,
  	"video_desktop_id" integer,
  	"video_phone_id" integer,
  	"youtube_id" varchar,
  	"has_control_bar" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_blurb_locales" (
  	"title" varchar,
  	"rich_text" jsonb,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_accordion_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_accordion_items_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_accordion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"open_first" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_accordion_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq_items_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"open_first" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_countdown" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"target" timestamp(3) with time zone,
  	"link_href" varchar,
  	"background_color" "enum__pages_v_blocks_countdown_background_color" DEFAULT 'none',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_countdown_locales" (
  	"title" varchar,
  	"text" varchar,
  	"ended_text" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_text_columns_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_text_columns_items_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_text_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"columns" "enum__pages_v_blocks_text_columns_columns" DEFAULT '3',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_text_columns_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_cta_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"link_href" varchar,
  	"big" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_cta_banner_locales" (
  	"title" varchar,
  	"text" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_car_model_card_cards_facts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_car_model_card_cards_facts_locales" (
  	"label" varchar,
  	"value" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_car_model_card_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"link_href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_car_model_card_cards_locales" (
  	"title" varchar,
  	"text" varchar,
  	"campaign_badge" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_car_model_card" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_car_model_card_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_image_card_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"link_href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_image_card_cards_locales" (
  	"title" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_image_card" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_card_grid_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"icon_id" integer,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_card_grid_cards_locales" (
  	"title" varchar,
  	"text" varchar,
  	"button_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_card_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"variant" "enum__pages_v_blocks_card_grid_variant" DEFAULT 'grayBackground',
  	"columns" "enum__pages_v_blocks_card_grid_columns" DEFAULT '3',
  	"single_column_on_tablet" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_card_grid_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_horizontal_card" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"video_id" integer,
  	"link_href" varchar,
  	"reverse" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_horizontal_card_locales" (
  	"title" varchar,
  	"text" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"link_href" varchar,
  	"background_color" "enum__pages_v_blocks_banner_background_color" DEFAULT 'accent',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_banner_locales" (
  	"title" varchar,
  	"text" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_file_list_files" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"file_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_file_list_files_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_file_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_file_list_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_social_sharing_services" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_social_sharing_services",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_social_sharing" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_social_sharing_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_stage_row_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"link_href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_stage_row_items_locales" (
  	"title" varchar,
  	"text" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_stage_row" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"columns" "enum__pages_v_blocks_stage_row_columns" DEFAULT '3',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_stage_row_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_highlight_list_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_highlight_list_items_locales" (
  	"figure" varchar,
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_highlight_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"columns" "enum__pages_v_blocks_highlight_list_columns" DEFAULT '3',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_highlight_list_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_spacer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"size" "enum__pages_v_blocks_spacer_size" DEFAULT 'medium',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_map_block" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"address" varchar,
  	"zip" varchar,
  	"city" varchar,
  	"latitude" numeric,
  	"longitude" numeric,
  	"zoom" numeric DEFAULT 14,
  	"show_directions" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_map_block_locales" (
  	"title" varchar,
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "workshop_catalogues_services_offerings" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"code" varchar NOT NULL,
  	"price" numeric DEFAULT 0 NOT NULL,
  	"price_known" boolean DEFAULT true,
  	"not_known_price_text" varchar,
  	"description" varchar,
  	"kind" "enum_workshop_catalogues_services_offerings_kind",
  	"requires_mileage" boolean,
  	"allow_user_input" boolean,
  	"unit_price_unit" varchar,
  	"unit_price_minimum" numeric,
  	"unit_price_maximum" numeric,
  	"unit_price_unit_abbreviation" varchar,
  	"unit_price_postfix" varchar,
  	"unavailable_for_models" varchar
  );
  
  CREATE TABLE "workshop_catalogues_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"icon" "enum_workshop_catalogues_services_icon" DEFAULT 'wrench' NOT NULL,
  	"selection_type" "enum_workshop_catalogues_services_selection_type",
  	"agreement_discount" boolean
  );
  
  CREATE TABLE "workshop_catalogues_addons_offerings" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"code" varchar NOT NULL,
  	"price" numeric DEFAULT 0 NOT NULL,
  	"price_known" boolean DEFAULT true,
  	"not_known_price_text" varchar,
  	"description" varchar,
  	"kind" "enum_workshop_catalogues_addons_offerings_kind",
  	"requires_mileage" boolean,
  	"allow_user_input" boolean,
  	"unit_price_unit" varchar,
  	"unit_price_minimum" numeric,
  	"unit_price_maximum" numeric,
  	"unit_price_unit_abbreviation" varchar,
  	"unit_price_postfix" varchar,
  	"unavailable_for_models" varchar
  );
  
  CREATE TABLE "workshop_catalogues_addons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"icon" "enum_workshop_catalogues_addons_icon" DEFAULT 'wrench' NOT NULL,
  	"selection_type" "enum_workshop_catalogues_addons_selection_type",
  	"agreement_discount" boolean
  );
  
  CREATE TABLE "workshop_catalogues" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"name" varchar NOT NULL,
  	"brands" varchar NOT NULL,
  	"agreement_discount_percent" numeric DEFAULT 20,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "vehicle_register" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"registration_number" varchar NOT NULL,
  	"brand" varchar NOT NULL,
  	"model" varchar NOT NULL,
  	"build_year" numeric NOT NULL,
  	"region" varchar,
  	"has_service_agreement" boolean,
  	"is_test_car" boolean,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "workshop_catalogues_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "vehicle_register_id" integer;
  ALTER TABLE "pages_blocks_hero_banner" ADD CONSTRAINT "pages_blocks_hero_banner_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_banner" ADD CONSTRAINT "pages_blocks_hero_banner_image_phone_id_media_id_fk" FOREIGN KEY ("image_phone_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_banner" ADD CONSTRAINT "pages_blocks_hero_banner_video_desktop_id_media_id_fk" FOREIGN KEY ("video_desktop_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_banner" ADD CONSTRAINT "pages_blocks_hero_banner_video_phone_id_media_id_fk" FOREIGN KEY ("video_phone_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_banner" ADD CONSTRAINT "pages_blocks_hero_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_banner_locales" ADD CONSTRAINT "pages_blocks_hero_banner_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_carousel_slides" ADD CONSTRAINT "pages_blocks_hero_carousel_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_carousel_slides" ADD CONSTRAINT "pages_blocks_hero_carousel_slides_image_phone_id_media_id_fk" FOREIGN KEY ("image_phone_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_carousel_slides" ADD CONSTRAINT "pages_blocks_hero_carousel_slides_video_id_media_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_carousel_slides" ADD CONSTRAINT "pages_blocks_hero_carousel_slides_video_phone_id_media_id_fk" FOREIGN KEY ("video_phone_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_carousel_slides" ADD CONSTRAINT "pages_blocks_hero_carousel_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_carousel_slides_locales" ADD CONSTRAINT "pages_blocks_hero_carousel_slides_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero_carousel_slides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_carousel" ADD CONSTRAINT "pages_blocks_hero_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_carousel_locales" ADD CONSTRAINT "pages_blocks_hero_carousel_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_carousel_items" ADD CONSTRAINT "pages_blocks_carousel_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_carousel_items" ADD CONSTRAINT "pages_blocks_carousel_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_carousel_items_locales" ADD CONSTRAINT "pages_blocks_carousel_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_carousel_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_carousel" ADD CONSTRAINT "pages_blocks_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_carousel_locales" ADD CONSTRAINT "pages_blocks_carousel_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_blurb" ADD CONSTRAINT "pages_blocks_blurb_image_desktop_id_media_id_fk" FOREIGN KEY ("image_desktop_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_blurb" ADD CONSTRAINT "pages_blocks_blurb_image_phone_id_media_id_fk" FOREIGN KEY ("image_phone_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_blurb" ADD CONSTRAINT "pages_blocks_blurb_video_desktop_id_media_id_fk" FOREIGN KEY ("video_desktop_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_blurb" ADD CONSTRAINT "pages_blocks_blurb_video_phone_id_media_id_fk" FOREIGN KEY ("video_phone_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_blurb" ADD CONSTRAINT "pages_blocks_blurb_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_blurb_locales" ADD CONSTRAINT "pages_blocks_blurb_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_blurb"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_accordion_items" ADD CONSTRAINT "pages_blocks_accordion_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_accordion_items_locales" ADD CONSTRAINT "pages_blocks_accordion_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_accordion_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_accordion" ADD CONSTRAINT "pages_blocks_accordion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_accordion_locales" ADD CONSTRAINT "pages_blocks_accordion_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq_items" ADD CONSTRAINT "pages_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq_items_locales" ADD CONSTRAINT "pages_blocks_faq_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_faq_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq" ADD CONSTRAINT "pages_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq_locales" ADD CONSTRAINT "pages_blocks_faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_countdown" ADD CONSTRAINT "pages_blocks_countdown_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_countdown_locales" ADD CONSTRAINT "pages_blocks_countdown_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_countdown"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_text_columns_items" ADD CONSTRAINT "pages_blocks_text_columns_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_text_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_text_columns_items_locales" ADD CONSTRAINT "pages_blocks_text_columns_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_text_columns_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_text_columns" ADD CONSTRAINT "pages_blocks_text_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_text_columns_locales" ADD CONSTRAINT "pages_blocks_text_columns_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_text_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cta_banner" ADD CONSTRAINT "pages_blocks_cta_banner_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_cta_banner" ADD CONSTRAINT "pages_blocks_cta_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cta_banner_locales" ADD CONSTRAINT "pages_blocks_cta_banner_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_cta_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_car_model_card_cards_facts" ADD CONSTRAINT "pages_blocks_car_model_card_cards_facts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_car_model_card_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_car_model_card_cards_facts_locales" ADD CONSTRAINT "pages_blocks_car_model_card_cards_facts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_car_model_card_cards_facts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_car_model_card_cards" ADD CONSTRAINT "pages_blocks_car_model_card_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_car_model_card_cards" ADD CONSTRAINT "pages_blocks_car_model_card_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_car_model_card"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_car_model_card_cards_locales" ADD CONSTRAINT "pages_blocks_car_model_card_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_car_model_card_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_car_model_card" ADD CONSTRAINT "pages_blocks_car_model_card_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_car_model_card_locales" ADD CONSTRAINT "pages_blocks_car_model_card_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_car_model_card"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_card_cards" ADD CONSTRAINT "pages_blocks_image_card_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_card_cards" ADD CONSTRAINT "pages_blocks_image_card_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_image_card"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_card_cards_locales" ADD CONSTRAINT "pages_blocks_image_card_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_image_card_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_card" ADD CONSTRAINT "pages_blocks_image_card_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_card_grid_cards" ADD CONSTRAINT "pages_blocks_card_grid_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_card_grid_cards" ADD CONSTRAINT "pages_blocks_card_grid_cards_icon_id_media_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_card_grid_cards" ADD CONSTRAINT "pages_blocks_card_grid_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_card_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_card_grid_cards_locales" ADD CONSTRAINT "pages_blocks_card_grid_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_card_grid_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_card_grid" ADD CONSTRAINT "pages_blocks_card_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_card_grid_locales" ADD CONSTRAINT "pages_blocks_card_grid_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_card_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_horizontal_card" ADD CONSTRAINT "pages_blocks_horizontal_card_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_horizontal_card" ADD CONSTRAINT "pages_blocks_horizontal_card_video_id_media_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_horizontal_card" ADD CONSTRAINT "pages_blocks_horizontal_card_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_horizontal_card_locales" ADD CONSTRAINT "pages_blocks_horizontal_card_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_horizontal_card"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_banner" ADD CONSTRAINT "pages_blocks_banner_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_banner" ADD CONSTRAINT "pages_blocks_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_banner_locales" ADD CONSTRAINT "pages_blocks_banner_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_file_list_files" ADD CONSTRAINT "pages_blocks_file_list_files_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_file_list_files" ADD CONSTRAINT "pages_blocks_file_list_files_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_file_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_file_list_files_locales" ADD CONSTRAINT "pages_blocks_file_list_files_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_file_list_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_file_list" ADD CONSTRAINT "pages_blocks_file_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_file_list_locales" ADD CONSTRAINT "pages_blocks_file_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_file_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_social_sharing_services" ADD CONSTRAINT "pages_blocks_social_sharing_services_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_social_sharing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_social_sharing" ADD CONSTRAINT "pages_blocks_social_sharing_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_social_sharing_locales" ADD CONSTRAINT "pages_blocks_social_sharing_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_social_sharing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stage_row_items" ADD CONSTRAINT "pages_blocks_stage_row_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_stage_row_items" ADD CONSTRAINT "pages_blocks_stage_row_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_stage_row"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stage_row_items_locales" ADD CONSTRAINT "pages_blocks_stage_row_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_stage_row_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stage_row" ADD CONSTRAINT "pages_blocks_stage_row_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stage_row_locales" ADD CONSTRAINT "pages_blocks_stage_row_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_stage_row"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_highlight_list_items" ADD CONSTRAINT "pages_blocks_highlight_list_items_icon_id_media_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_highlight_list_items" ADD CONSTRAINT "pages_blocks_highlight_list_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_highlight_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_highlight_list_items_locales" ADD CONSTRAINT "pages_blocks_highlight_list_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_highlight_list_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_highlight_list" ADD CONSTRAINT "pages_blocks_highlight_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_highlight_list_locales" ADD CONSTRAINT "pages_blocks_highlight_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_highlight_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_spacer" ADD CONSTRAINT "pages_blocks_spacer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_map_block" ADD CONSTRAINT "pages_blocks_map_block_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_map_block_locales" ADD CONSTRAINT "pages_blocks_map_block_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_map_block"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_banner" ADD CONSTRAINT "_pages_v_blocks_hero_banner_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_banner" ADD CONSTRAINT "_pages_v_blocks_hero_banner_image_phone_id_media_id_fk" FOREIGN KEY ("image_phone_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_banner" ADD CONSTRAINT "_pages_v_blocks_hero_banner_video_desktop_id_media_id_fk" FOREIGN KEY ("video_desktop_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_banner" ADD CONSTRAINT "_pages_v_blocks_hero_banner_video_phone_id_media_id_fk" FOREIGN KEY ("video_phone_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_banner" ADD CONSTRAINT "_pages_v_blocks_hero_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_banner_locales" ADD CONSTRAINT "_pages_v_blocks_hero_banner_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_hero_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_carousel_slides" ADD CONSTRAINT "_pages_v_blocks_hero_carousel_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_carousel_slides" ADD CONSTRAINT "_pages_v_blocks_hero_carousel_slides_image_phone_id_media_id_fk" FOREIGN KEY ("image_phone_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_carousel_slides" ADD CONSTRAINT "_pages_v_blocks_hero_carousel_slides_video_id_media_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_carousel_slides" ADD CONSTRAINT "_pages_v_blocks_hero_carousel_slides_video_phone_id_media_id_fk" FOREIGN KEY ("video_phone_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_carousel_slides" ADD CONSTRAINT "_pages_v_blocks_hero_carousel_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_hero_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_carousel_slides_locales" ADD CONSTRAINT "_pages_v_blocks_hero_carousel_slides_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_hero_carousel_slides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_carousel" ADD CONSTRAINT "_pages_v_blocks_hero_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_carousel_locales" ADD CONSTRAINT "_pages_v_blocks_hero_carousel_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_hero_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_carousel_items" ADD CONSTRAINT "_pages_v_blocks_carousel_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_carousel_items" ADD CONSTRAINT "_pages_v_blocks_carousel_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_carousel_items_locales" ADD CONSTRAINT "_pages_v_blocks_carousel_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_carousel_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_carousel" ADD CONSTRAINT "_pages_v_blocks_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_carousel_locales" ADD CONSTRAINT "_pages_v_blocks_carousel_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_blurb" ADD CONSTRAINT "_pages_v_blocks_blurb_image_desktop_id_media_id_fk" FOREIGN KEY ("image_desktop_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_blurb" ADD CONSTRAINT "_pages_v_blocks_blurb_image_phone_id_media_id_fk" FOREIGN KEY ("image_phone_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_blurb" ADD CONSTRAINT "_pages_v_blocks_blurb_video_desktop_id_media_id_fk" FOREIGN KEY ("video_desktop_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_blurb" ADD CONSTRAINT "_pages_v_blocks_blurb_video_phone_id_media_id_fk" FOREIGN KEY ("video_phone_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_blurb" ADD CONSTRAINT "_pages_v_blocks_blurb_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_blurb_locales" ADD CONSTRAINT "_pages_v_blocks_blurb_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_blurb"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_accordion_items" ADD CONSTRAINT "_pages_v_blocks_accordion_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_accordion_items_locales" ADD CONSTRAINT "_pages_v_blocks_accordion_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_accordion_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_accordion" ADD CONSTRAINT "_pages_v_blocks_accordion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_accordion_locales" ADD CONSTRAINT "_pages_v_blocks_accordion_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq_items" ADD CONSTRAINT "_pages_v_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq_items_locales" ADD CONSTRAINT "_pages_v_blocks_faq_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_faq_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq" ADD CONSTRAINT "_pages_v_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq_locales" ADD CONSTRAINT "_pages_v_blocks_faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_countdown" ADD CONSTRAINT "_pages_v_blocks_countdown_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_countdown_locales" ADD CONSTRAINT "_pages_v_blocks_countdown_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_countdown"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_text_columns_items" ADD CONSTRAINT "_pages_v_blocks_text_columns_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_text_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_text_columns_items_locales" ADD CONSTRAINT "_pages_v_blocks_text_columns_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_text_columns_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_text_columns" ADD CONSTRAINT "_pages_v_blocks_text_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_text_columns_locales" ADD CONSTRAINT "_pages_v_blocks_text_columns_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_text_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cta_banner" ADD CONSTRAINT "_pages_v_blocks_cta_banner_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cta_banner" ADD CONSTRAINT "_pages_v_blocks_cta_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cta_banner_locales" ADD CONSTRAINT "_pages_v_blocks_cta_banner_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_cta_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_car_model_card_cards_facts" ADD CONSTRAINT "_pages_v_blocks_car_model_card_cards_facts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_car_model_card_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_car_model_card_cards_facts_locales" ADD CONSTRAINT "_pages_v_blocks_car_model_card_cards_facts_locales_parent_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_car_model_card_cards_facts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_car_model_card_cards" ADD CONSTRAINT "_pages_v_blocks_car_model_card_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_car_model_card_cards" ADD CONSTRAINT "_pages_v_blocks_car_model_card_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_car_model_card"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_car_model_card_cards_locales" ADD CONSTRAINT "_pages_v_blocks_car_model_card_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_car_model_card_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_car_model_card" ADD CONSTRAINT "_pages_v_blocks_car_model_card_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_car_model_card_locales" ADD CONSTRAINT "_pages_v_blocks_car_model_card_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_car_model_card"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_card_cards" ADD CONSTRAINT "_pages_v_blocks_image_card_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_card_cards" ADD CONSTRAINT "_pages_v_blocks_image_card_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_image_card"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_card_cards_locales" ADD CONSTRAINT "_pages_v_blocks_image_card_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_image_card_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_card" ADD CONSTRAINT "_pages_v_blocks_image_card_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_card_grid_cards" ADD CONSTRAINT "_pages_v_blocks_card_grid_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_card_grid_cards" ADD CONSTRAINT "_pages_v_blocks_card_grid_cards_icon_id_media_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_card_grid_cards" ADD CONSTRAINT "_pages_v_blocks_card_grid_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_card_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_card_grid_cards_locales" ADD CONSTRAINT "_pages_v_blocks_card_grid_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_card_grid_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_card_grid" ADD CONSTRAINT "_pages_v_blocks_card_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_card_grid_locales" ADD CONSTRAINT "_pages_v_blocks_card_grid_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_card_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_horizontal_card" ADD CONSTRAINT "_pages_v_blocks_horizontal_card_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_horizontal_card" ADD CONSTRAINT "_pages_v_blocks_horizontal_card_video_id_media_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_horizontal_card" ADD CONSTRAINT "_pages_v_blocks_horizontal_card_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_horizontal_card_locales" ADD CONSTRAINT "_pages_v_blocks_horizontal_card_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_horizontal_card"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_banner" ADD CONSTRAINT "_pages_v_blocks_banner_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_banner" ADD CONSTRAINT "_pages_v_blocks_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_banner_locales" ADD CONSTRAINT "_pages_v_blocks_banner_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_file_list_files" ADD CONSTRAINT "_pages_v_blocks_file_list_files_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_file_list_files" ADD CONSTRAINT "_pages_v_blocks_file_list_files_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_file_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_file_list_files_locales" ADD CONSTRAINT "_pages_v_blocks_file_list_files_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_file_list_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_file_list" ADD CONSTRAINT "_pages_v_blocks_file_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_file_list_locales" ADD CONSTRAINT "_pages_v_blocks_file_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_file_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_social_sharing_services" ADD CONSTRAINT "_pages_v_blocks_social_sharing_services_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_social_sharing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_social_sharing" ADD CONSTRAINT "_pages_v_blocks_social_sharing_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_social_sharing_locales" ADD CONSTRAINT "_pages_v_blocks_social_sharing_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_social_sharing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stage_row_items" ADD CONSTRAINT "_pages_v_blocks_stage_row_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stage_row_items" ADD CONSTRAINT "_pages_v_blocks_stage_row_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_stage_row"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stage_row_items_locales" ADD CONSTRAINT "_pages_v_blocks_stage_row_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_stage_row_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stage_row" ADD CONSTRAINT "_pages_v_blocks_stage_row_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stage_row_locales" ADD CONSTRAINT "_pages_v_blocks_stage_row_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_stage_row"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_highlight_list_items" ADD CONSTRAINT "_pages_v_blocks_highlight_list_items_icon_id_media_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_highlight_list_items" ADD CONSTRAINT "_pages_v_blocks_highlight_list_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_highlight_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_highlight_list_items_locales" ADD CONSTRAINT "_pages_v_blocks_highlight_list_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_highlight_list_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_highlight_list" ADD CONSTRAINT "_pages_v_blocks_highlight_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_highlight_list_locales" ADD CONSTRAINT "_pages_v_blocks_highlight_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_highlight_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_spacer" ADD CONSTRAINT "_pages_v_blocks_spacer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_map_block" ADD CONSTRAINT "_pages_v_blocks_map_block_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_map_block_locales" ADD CONSTRAINT "_pages_v_blocks_map_block_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_map_block"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "workshop_catalogues_services_offerings" ADD CONSTRAINT "workshop_catalogues_services_offerings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."workshop_catalogues_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "workshop_catalogues_services" ADD CONSTRAINT "workshop_catalogues_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."workshop_catalogues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "workshop_catalogues_addons_offerings" ADD CONSTRAINT "workshop_catalogues_addons_offerings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."workshop_catalogues_addons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "workshop_catalogues_addons" ADD CONSTRAINT "workshop_catalogues_addons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."workshop_catalogues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "workshop_catalogues" ADD CONSTRAINT "workshop_catalogues_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vehicle_register" ADD CONSTRAINT "vehicle_register_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_hero_banner_order_idx" ON "pages_blocks_hero_banner" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_banner_parent_id_idx" ON "pages_blocks_hero_banner" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_banner_path_idx" ON "pages_blocks_hero_banner" USING btree ("_path");
  CREATE INDEX "pages_blocks_hero_banner_image_idx" ON "pages_blocks_hero_banner" USING btree ("image_id");
  CREATE INDEX "pages_blocks_hero_banner_image_phone_idx" ON "pages_blocks_hero_banner" USING btree ("image_phone_id");
  CREATE INDEX "pages_blocks_hero_banner_video_desktop_idx" ON "pages_blocks_hero_banner" USING btree ("video_desktop_id");
  CREATE INDEX "pages_blocks_hero_banner_video_phone_idx" ON "pages_blocks_hero_banner" USING btree ("video_phone_id");
  CREATE UNIQUE INDEX "pages_blocks_hero_banner_locales_locale_parent_id_unique" ON "pages_blocks_hero_banner_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_hero_carousel_slides_order_idx" ON "pages_blocks_hero_carousel_slides" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_carousel_slides_parent_id_idx" ON "pages_blocks_hero_carousel_slides" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_carousel_slides_image_idx" ON "pages_blocks_hero_carousel_slides" USING btree ("image_id");
  CREATE INDEX "pages_blocks_hero_carousel_slides_image_phone_idx" ON "pages_blocks_hero_carousel_slides" USING btree ("image_phone_id");
  CREATE INDEX "pages_blocks_hero_carousel_slides_video_idx" ON "pages_blocks_hero_carousel_slides" USING btree ("video_id");
  CREATE INDEX "pages_blocks_hero_carousel_slides_video_phone_idx" ON "pages_blocks_hero_carousel_slides" USING btree ("video_phone_id");
  CREATE UNIQUE INDEX "pages_blocks_hero_carousel_slides_locales_locale_parent_id_u" ON "pages_blocks_hero_carousel_slides_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_hero_carousel_order_idx" ON "pages_blocks_hero_carousel" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_carousel_parent_id_idx" ON "pages_blocks_hero_carousel" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_carousel_path_idx" ON "pages_blocks_hero_carousel" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_hero_carousel_locales_locale_parent_id_unique" ON "pages_blocks_hero_carousel_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_carousel_items_order_idx" ON "pages_blocks_carousel_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_carousel_items_parent_id_idx" ON "pages_blocks_carousel_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_carousel_items_image_idx" ON "pages_blocks_carousel_items" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_blocks_carousel_items_locales_locale_parent_id_unique" ON "pages_blocks_carousel_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_carousel_order_idx" ON "pages_blocks_carousel" USING btree ("_order");
  CREATE INDEX "pages_blocks_carousel_parent_id_idx" ON "pages_blocks_carousel" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_carousel_path_idx" ON "pages_blocks_carousel" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_carousel_locales_locale_parent_id_unique" ON "pages_blocks_carousel_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_blurb_order_idx" ON "pages_blocks_blurb" USING btree ("_order");
  CREATE INDEX "pages_blocks_blurb_parent_id_idx" ON "pages_blocks_blurb" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_blurb_path_idx" ON "pages_blocks_blurb" USING btree ("_path");
  CREATE INDEX "pages_blocks_blurb_image_desktop_idx" ON "pages_blocks_blurb" USING btree ("image_desktop_id");
  CREATE INDEX "pages_blocks_blurb_image_phone_idx" ON "pages_blocks_blurb" USING btree ("image_phone_id");
  CREATE INDEX "pages_blocks_blurb_video_desktop_idx" ON "pages_blocks_blurb" USING btree ("video_desktop_id");
  CREATE INDEX "pages_blocks_blurb_video_phone_idx" ON "pages_blocks_blurb" USING btree ("video_phone_id");
  CREATE UNIQUE INDEX "pages_blocks_blurb_locales_locale_parent_id_unique" ON "pages_blocks_blurb_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_accordion_items_order_idx" ON "pages_blocks_accordion_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_accordion_items_parent_id_idx" ON "pages_blocks_accordion_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_accordion_items_locales_locale_parent_id_unique" ON "pages_blocks_accordion_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_accordion_order_idx" ON "pages_blocks_accordion" USING btree ("_order");
  CREATE INDEX "pages_blocks_accordion_parent_id_idx" ON "pages_blocks_accordion" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_accordion_path_idx" ON "pages_blocks_accordion" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_accordion_locales_locale_parent_id_unique" ON "pages_blocks_accordion_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_faq_items_order_idx" ON "pages_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_items_parent_id_idx" ON "pages_blocks_faq_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_faq_items_locales_locale_parent_id_unique" ON "pages_blocks_faq_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_faq_order_idx" ON "pages_blocks_faq" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_parent_id_idx" ON "pages_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_path_idx" ON "pages_blocks_faq" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_faq_locales_locale_parent_id_unique" ON "pages_blocks_faq_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_countdown_order_idx" ON "pages_blocks_countdown" USING btree ("_order");
  CREATE INDEX "pages_blocks_countdown_parent_id_idx" ON "pages_blocks_countdown" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_countdown_path_idx" ON "pages_blocks_countdown" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_countdown_locales_locale_parent_id_unique" ON "pages_blocks_countdown_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_text_columns_items_order_idx" ON "pages_blocks_text_columns_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_text_columns_items_parent_id_idx" ON "pages_blocks_text_columns_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_text_columns_items_locales_locale_parent_id_uni" ON "pages_blocks_text_columns_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_text_columns_order_idx" ON "pages_blocks_text_columns" USING btree ("_order");
  CREATE INDEX "pages_blocks_text_columns_parent_id_idx" ON "pages_blocks_text_columns" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_text_columns_path_idx" ON "pages_blocks_text_columns" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_text_columns_locales_locale_parent_id_unique" ON "pages_blocks_text_columns_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_cta_banner_order_idx" ON "pages_blocks_cta_banner" USING btree ("_order");
  CREATE INDEX "pages_blocks_cta_banner_parent_id_idx" ON "pages_blocks_cta_banner" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cta_banner_path_idx" ON "pages_blocks_cta_banner" USING btree ("_path");
  CREATE INDEX "pages_blocks_cta_banner_image_idx" ON "pages_blocks_cta_banner" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_blocks_cta_banner_locales_locale_parent_id_unique" ON "pages_blocks_cta_banner_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_car_model_card_cards_facts_order_idx" ON "pages_blocks_car_model_card_cards_facts" USING btree ("_order");
  CREATE INDEX "pages_blocks_car_model_card_cards_facts_parent_id_idx" ON "pages_blocks_car_model_card_cards_facts" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_car_model_card_cards_facts_locales_locale_paren" ON "pages_blocks_car_model_card_cards_facts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_car_model_card_cards_order_idx" ON "pages_blocks_car_model_card_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_car_model_card_cards_parent_id_idx" ON "pages_blocks_car_model_card_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_car_model_card_cards_image_idx" ON "pages_blocks_car_model_card_cards" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_blocks_car_model_card_cards_locales_locale_parent_id_u" ON "pages_blocks_car_model_card_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_car_model_card_order_idx" ON "pages_blocks_car_model_card" USING btree ("_order");
  CREATE INDEX "pages_blocks_car_model_card_parent_id_idx" ON "pages_blocks_car_model_card" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_car_model_card_path_idx" ON "pages_blocks_car_model_card" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_car_model_card_locales_locale_parent_id_unique" ON "pages_blocks_car_model_card_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_image_card_cards_order_idx" ON "pages_blocks_image_card_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_image_card_cards_parent_id_idx" ON "pages_blocks_image_card_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_image_card_cards_image_idx" ON "pages_blocks_image_card_cards" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_blocks_image_card_cards_locales_locale_parent_id_uniqu" ON "pages_blocks_image_card_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_image_card_order_idx" ON "pages_blocks_image_card" USING btree ("_order");
  CREATE INDEX "pages_blocks_image_card_parent_id_idx" ON "pages_blocks_image_card" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_image_card_path_idx" ON "pages_blocks_image_card" USING btree ("_path");
  CREATE INDEX "pages_blocks_card_grid_cards_order_idx" ON "pages_blocks_card_grid_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_card_grid_cards_parent_id_idx" ON "pages_blocks_card_grid_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_card_grid_cards_image_idx" ON "pages_blocks_card_grid_cards" USING btree ("image_id");
  CREATE INDEX "pages_blocks_card_grid_cards_icon_idx" ON "pages_blocks_card_grid_cards" USING btree ("icon_id");
  CREATE UNIQUE INDEX "pages_blocks_card_grid_cards_locales_locale_parent_id_unique" ON "pages_blocks_card_grid_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_card_grid_order_idx" ON "pages_blocks_card_grid" USING btree ("_order");
  CREATE INDEX "pages_blocks_card_grid_parent_id_idx" ON "pages_blocks_card_grid" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_card_grid_path_idx" ON "pages_blocks_card_grid" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_card_grid_locales_locale_parent_id_unique" ON "pages_blocks_card_grid_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_horizontal_card_order_idx" ON "pages_blocks_horizontal_card" USING btree ("_order");
  CREATE INDEX "pages_blocks_horizontal_card_parent_id_idx" ON "pages_blocks_horizontal_card" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_horizontal_card_path_idx" ON "pages_blocks_horizontal_card" USING btree ("_path");
  CREATE INDEX "pages_blocks_horizontal_card_image_idx" ON "pages_blocks_horizontal_card" USING btree ("image_id");
  CREATE INDEX "pages_blocks_horizontal_card_video_idx" ON "pages_blocks_horizontal_card" USING btree ("video_id");
  CREATE UNIQUE INDEX "pages_blocks_horizontal_card_locales_locale_parent_id_unique" ON "pages_blocks_horizontal_card_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_banner_order_idx" ON "pages_blocks_banner" USING btree ("_order");
  CREATE INDEX "pages_blocks_banner_parent_id_idx" ON "pages_blocks_banner" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_banner_path_idx" ON "pages_blocks_banner" USING btree ("_path");
  CREATE INDEX "pages_blocks_banner_image_idx" ON "pages_blocks_banner" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_blocks_banner_locales_locale_parent_id_unique" ON "pages_blocks_banner_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_file_list_files_order_idx" ON "pages_blocks_file_list_files" USING btree ("_order");
  CREATE INDEX "pages_blocks_file_list_files_parent_id_idx" ON "pages_blocks_file_list_files" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_file_list_files_file_idx" ON "pages_blocks_file_list_files" USING btree ("file_id");
  CREATE UNIQUE INDEX "pages_blocks_file_list_files_locales_locale_parent_id_unique" ON "pages_blocks_file_list_files_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_file_list_order_idx" ON "pages_blocks_file_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_file_list_parent_id_idx" ON "pages_blocks_file_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_file_list_path_idx" ON "pages_blocks_file_list" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_file_list_locales_locale_parent_id_unique" ON "pages_blocks_file_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_social_sharing_services_order_idx" ON "pages_blocks_social_sharing_services" USING btree ("order");
  CREATE INDEX "pages_blocks_social_sharing_services_parent_idx" ON "pages_blocks_social_sharing_services" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_social_sharing_order_idx" ON "pages_blocks_social_sharing" USING btree ("_order");
  CREATE INDEX "pages_blocks_social_sharing_parent_id_idx" ON "pages_blocks_social_sharing" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_social_sharing_path_idx" ON "pages_blocks_social_sharing" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_social_sharing_locales_locale_parent_id_unique" ON "pages_blocks_social_sharing_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_stage_row_items_order_idx" ON "pages_blocks_stage_row_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_stage_row_items_parent_id_idx" ON "pages_blocks_stage_row_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_stage_row_items_image_idx" ON "pages_blocks_stage_row_items" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_blocks_stage_row_items_locales_locale_parent_id_unique" ON "pages_blocks_stage_row_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_stage_row_order_idx" ON "pages_blocks_stage_row" USING btree ("_order");
  CREATE INDEX "pages_blocks_stage_row_parent_id_idx" ON "pages_blocks_stage_row" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_stage_row_path_idx" ON "pages_blocks_stage_row" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_stage_row_locales_locale_parent_id_unique" ON "pages_blocks_stage_row_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_highlight_list_items_order_idx" ON "pages_blocks_highlight_list_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_highlight_list_items_parent_id_idx" ON "pages_blocks_highlight_list_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_highlight_list_items_icon_idx" ON "pages_blocks_highlight_list_items" USING btree ("icon_id");
  CREATE UNIQUE INDEX "pages_blocks_highlight_list_items_locales_locale_parent_id_u" ON "pages_blocks_highlight_list_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_highlight_list_order_idx" ON "pages_blocks_highlight_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_highlight_list_parent_id_idx" ON "pages_blocks_highlight_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_highlight_list_path_idx" ON "pages_blocks_highlight_list" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_highlight_list_locales_locale_parent_id_unique" ON "pages_blocks_highlight_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_spacer_order_idx" ON "pages_blocks_spacer" USING btree ("_order");
  CREATE INDEX "pages_blocks_spacer_parent_id_idx" ON "pages_blocks_spacer" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_spacer_path_idx" ON "pages_blocks_spacer" USING btree ("_path");
  CREATE INDEX "pages_blocks_map_block_order_idx" ON "pages_blocks_map_block" USING btree ("_order");
  CREATE INDEX "pages_blocks_map_block_parent_id_idx" ON "pages_blocks_map_block" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_map_block_path_idx" ON "pages_blocks_map_block" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_map_block_locales_locale_parent_id_unique" ON "pages_blocks_map_block_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_banner_order_idx" ON "_pages_v_blocks_hero_banner" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_banner_parent_id_idx" ON "_pages_v_blocks_hero_banner" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_banner_path_idx" ON "_pages_v_blocks_hero_banner" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_hero_banner_image_idx" ON "_pages_v_blocks_hero_banner" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_hero_banner_image_phone_idx" ON "_pages_v_blocks_hero_banner" USING btree ("image_phone_id");
  CREATE INDEX "_pages_v_blocks_hero_banner_video_desktop_idx" ON "_pages_v_blocks_hero_banner" USING btree ("video_desktop_id");
  CREATE INDEX "_pages_v_blocks_hero_banner_video_phone_idx" ON "_pages_v_blocks_hero_banner" USING btree ("video_phone_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_hero_banner_locales_locale_parent_id_unique" ON "_pages_v_blocks_hero_banner_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_carousel_slides_order_idx" ON "_pages_v_blocks_hero_carousel_slides" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_carousel_slides_parent_id_idx" ON "_pages_v_blocks_hero_carousel_slides" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_carousel_slides_image_idx" ON "_pages_v_blocks_hero_carousel_slides" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_hero_carousel_slides_image_phone_idx" ON "_pages_v_blocks_hero_carousel_slides" USING btree ("image_phone_id");
  CREATE INDEX "_pages_v_blocks_hero_carousel_slides_video_idx" ON "_pages_v_blocks_hero_carousel_slides" USING btree ("video_id");
  CREATE INDEX "_pages_v_blocks_hero_carousel_slides_video_phone_idx" ON "_pages_v_blocks_hero_carousel_slides" USING btree ("video_phone_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_hero_carousel_slides_locales_locale_parent_i" ON "_pages_v_blocks_hero_carousel_slides_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_carousel_order_idx" ON "_pages_v_blocks_hero_carousel" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_carousel_parent_id_idx" ON "_pages_v_blocks_hero_carousel" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_carousel_path_idx" ON "_pages_v_blocks_hero_carousel" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_hero_carousel_locales_locale_parent_id_uniqu" ON "_pages_v_blocks_hero_carousel_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_carousel_items_order_idx" ON "_pages_v_blocks_carousel_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_carousel_items_parent_id_idx" ON "_pages_v_blocks_carousel_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_carousel_items_image_idx" ON "_pages_v_blocks_carousel_items" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_carousel_items_locales_locale_parent_id_uniq" ON "_pages_v_blocks_carousel_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_carousel_order_idx" ON "_pages_v_blocks_carousel" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_carousel_parent_id_idx" ON "_pages_v_blocks_carousel" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_carousel_path_idx" ON "_pages_v_blocks_carousel" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_carousel_locales_locale_parent_id_unique" ON "_pages_v_blocks_carousel_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_blurb_order_idx" ON "_pages_v_blocks_blurb" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_blurb_parent_id_idx" ON "_pages_v_blocks_blurb" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_blurb_path_idx" ON "_pages_v_blocks_blurb" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_blurb_image_desktop_idx" ON "_pages_v_blocks_blurb" USING btree ("image_desktop_id");
  CREATE INDEX "_pages_v_blocks_blurb_image_phone_idx" ON "_pages_v_blocks_blurb" USING btree ("image_phone_id");
  CREATE INDEX "_pages_v_blocks_blurb_video_desktop_idx" ON "_pages_v_blocks_blurb" USING btree ("video_desktop_id");
  CREATE INDEX "_pages_v_blocks_blurb_video_phone_idx" ON "_pages_v_blocks_blurb" USING btree ("video_phone_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_blurb_locales_locale_parent_id_unique" ON "_pages_v_blocks_blurb_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_accordion_items_order_idx" ON "_pages_v_blocks_accordion_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_accordion_items_parent_id_idx" ON "_pages_v_blocks_accordion_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_accordion_items_locales_locale_parent_id_uni" ON "_pages_v_blocks_accordion_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_accordion_order_idx" ON "_pages_v_blocks_accordion" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_accordion_parent_id_idx" ON "_pages_v_blocks_accordion" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_accordion_path_idx" ON "_pages_v_blocks_accordion" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_accordion_locales_locale_parent_id_unique" ON "_pages_v_blocks_accordion_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_items_order_idx" ON "_pages_v_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_items_parent_id_idx" ON "_pages_v_blocks_faq_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_faq_items_locales_locale_parent_id_unique" ON "_pages_v_blocks_faq_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_order_idx" ON "_pages_v_blocks_faq" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_parent_id_idx" ON "_pages_v_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_path_idx" ON "_pages_v_blocks_faq" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_faq_locales_locale_parent_id_unique" ON "_pages_v_blocks_faq_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_countdown_order_idx" ON "_pages_v_blocks_countdown" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_countdown_parent_id_idx" ON "_pages_v_blocks_countdown" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_countdown_path_idx" ON "_pages_v_blocks_countdown" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_countdown_locales_locale_parent_id_unique" ON "_pages_v_blocks_countdown_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_text_columns_items_order_idx" ON "_pages_v_blocks_text_columns_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_text_columns_items_parent_id_idx" ON "_pages_v_blocks_text_columns_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_text_columns_items_locales_locale_parent_id_" ON "_pages_v_blocks_text_columns_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_text_columns_order_idx" ON "_pages_v_blocks_text_columns" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_text_columns_parent_id_idx" ON "_pages_v_blocks_text_columns" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_text_columns_path_idx" ON "_pages_v_blocks_text_columns" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_text_columns_locales_locale_parent_id_unique" ON "_pages_v_blocks_text_columns_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_cta_banner_order_idx" ON "_pages_v_blocks_cta_banner" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_cta_banner_parent_id_idx" ON "_pages_v_blocks_cta_banner" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_cta_banner_path_idx" ON "_pages_v_blocks_cta_banner" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_cta_banner_image_idx" ON "_pages_v_blocks_cta_banner" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_cta_banner_locales_locale_parent_id_unique" ON "_pages_v_blocks_cta_banner_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_car_model_card_cards_facts_order_idx" ON "_pages_v_blocks_car_model_card_cards_facts" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_car_model_card_cards_facts_parent_id_idx" ON "_pages_v_blocks_car_model_card_cards_facts" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_car_model_card_cards_facts_locales_locale_pa" ON "_pages_v_blocks_car_model_card_cards_facts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_car_model_card_cards_order_idx" ON "_pages_v_blocks_car_model_card_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_car_model_card_cards_parent_id_idx" ON "_pages_v_blocks_car_model_card_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_car_model_card_cards_image_idx" ON "_pages_v_blocks_car_model_card_cards" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_car_model_card_cards_locales_locale_parent_i" ON "_pages_v_blocks_car_model_card_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_car_model_card_order_idx" ON "_pages_v_blocks_car_model_card" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_car_model_card_parent_id_idx" ON "_pages_v_blocks_car_model_card" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_car_model_card_path_idx" ON "_pages_v_blocks_car_model_card" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_car_model_card_locales_locale_parent_id_uniq" ON "_pages_v_blocks_car_model_card_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_image_card_cards_order_idx" ON "_pages_v_blocks_image_card_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_image_card_cards_parent_id_idx" ON "_pages_v_blocks_image_card_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_image_card_cards_image_idx" ON "_pages_v_blocks_image_card_cards" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_image_card_cards_locales_locale_parent_id_un" ON "_pages_v_blocks_image_card_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_image_card_order_idx" ON "_pages_v_blocks_image_card" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_image_card_parent_id_idx" ON "_pages_v_blocks_image_card" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_image_card_path_idx" ON "_pages_v_blocks_image_card" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_card_grid_cards_order_idx" ON "_pages_v_blocks_card_grid_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_card_grid_cards_parent_id_idx" ON "_pages_v_blocks_card_grid_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_card_grid_cards_image_idx" ON "_pages_v_blocks_card_grid_cards" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_card_grid_cards_icon_idx" ON "_pages_v_blocks_card_grid_cards" USING btree ("icon_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_card_grid_cards_locales_locale_parent_id_uni" ON "_pages_v_blocks_card_grid_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_card_grid_order_idx" ON "_pages_v_blocks_card_grid" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_card_grid_parent_id_idx" ON "_pages_v_blocks_card_grid" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_card_grid_path_idx" ON "_pages_v_blocks_card_grid" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_card_grid_locales_locale_parent_id_unique" ON "_pages_v_blocks_card_grid_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_horizontal_card_order_idx" ON "_pages_v_blocks_horizontal_card" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_horizontal_card_parent_id_idx" ON "_pages_v_blocks_horizontal_card" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_horizontal_card_path_idx" ON "_pages_v_blocks_horizontal_card" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_horizontal_card_image_idx" ON "_pages_v_blocks_horizontal_card" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_horizontal_card_video_idx" ON "_pages_v_blocks_horizontal_card" USING btree ("video_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_horizontal_card_locales_locale_parent_id_uni" ON "_pages_v_blocks_horizontal_card_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_banner_order_idx" ON "_pages_v_blocks_banner" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_banner_parent_id_idx" ON "_pages_v_blocks_banner" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_banner_path_idx" ON "_pages_v_blocks_banner" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_banner_image_idx" ON "_pages_v_blocks_banner" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_banner_locales_locale_parent_id_unique" ON "_pages_v_blocks_banner_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_file_list_files_order_idx" ON "_pages_v_blocks_file_list_files" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_file_list_files_parent_id_idx" ON "_pages_v_blocks_file_list_files" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_file_list_files_file_idx" ON "_pages_v_blocks_file_list_files" USING btree ("file_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_file_list_files_locales_locale_parent_id_uni" ON "_pages_v_blocks_file_list_files_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_file_list_order_idx" ON "_pages_v_blocks_file_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_file_list_parent_id_idx" ON "_pages_v_blocks_file_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_file_list_path_idx" ON "_pages_v_blocks_file_list" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_file_list_locales_locale_parent_id_unique" ON "_pages_v_blocks_file_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_social_sharing_services_order_idx" ON "_pages_v_blocks_social_sharing_services" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_social_sharing_services_parent_idx" ON "_pages_v_blocks_social_sharing_services" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_social_sharing_order_idx" ON "_pages_v_blocks_social_sharing" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_social_sharing_parent_id_idx" ON "_pages_v_blocks_social_sharing" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_social_sharing_path_idx" ON "_pages_v_blocks_social_sharing" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_social_sharing_locales_locale_parent_id_uniq" ON "_pages_v_blocks_social_sharing_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_stage_row_items_order_idx" ON "_pages_v_blocks_stage_row_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_stage_row_items_parent_id_idx" ON "_pages_v_blocks_stage_row_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_stage_row_items_image_idx" ON "_pages_v_blocks_stage_row_items" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_stage_row_items_locales_locale_parent_id_uni" ON "_pages_v_blocks_stage_row_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_stage_row_order_idx" ON "_pages_v_blocks_stage_row" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_stage_row_parent_id_idx" ON "_pages_v_blocks_stage_row" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_stage_row_path_idx" ON "_pages_v_blocks_stage_row" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_stage_row_locales_locale_parent_id_unique" ON "_pages_v_blocks_stage_row_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_highlight_list_items_order_idx" ON "_pages_v_blocks_highlight_list_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_highlight_list_items_parent_id_idx" ON "_pages_v_blocks_highlight_list_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_highlight_list_items_icon_idx" ON "_pages_v_blocks_highlight_list_items" USING btree ("icon_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_highlight_list_items_locales_locale_parent_i" ON "_pages_v_blocks_highlight_list_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_highlight_list_order_idx" ON "_pages_v_blocks_highlight_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_highlight_list_parent_id_idx" ON "_pages_v_blocks_highlight_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_highlight_list_path_idx" ON "_pages_v_blocks_highlight_list" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_highlight_list_locales_locale_parent_id_uniq" ON "_pages_v_blocks_highlight_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_spacer_order_idx" ON "_pages_v_blocks_spacer" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_spacer_parent_id_idx" ON "_pages_v_blocks_spacer" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_spacer_path_idx" ON "_pages_v_blocks_spacer" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_map_block_order_idx" ON "_pages_v_blocks_map_block" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_map_block_parent_id_idx" ON "_pages_v_blocks_map_block" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_map_block_path_idx" ON "_pages_v_blocks_map_block" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_map_block_locales_locale_parent_id_unique" ON "_pages_v_blocks_map_block_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "workshop_catalogues_services_offerings_order_idx" ON "workshop_catalogues_services_offerings" USING btree ("_order");
  CREATE INDEX "workshop_catalogues_services_offerings_parent_id_idx" ON "workshop_catalogues_services_offerings" USING btree ("_parent_id");
  CREATE INDEX "workshop_catalogues_services_order_idx" ON "workshop_catalogues_services" USING btree ("_order");
  CREATE INDEX "workshop_catalogues_services_parent_id_idx" ON "workshop_catalogues_services" USING btree ("_parent_id");
  CREATE INDEX "workshop_catalogues_addons_offerings_order_idx" ON "workshop_catalogues_addons_offerings" USING btree ("_order");
  CREATE INDEX "workshop_catalogues_addons_offerings_parent_id_idx" ON "workshop_catalogues_addons_offerings" USING btree ("_parent_id");
  CREATE INDEX "workshop_catalogues_addons_order_idx" ON "workshop_catalogues_addons" USING btree ("_order");
  CREATE INDEX "workshop_catalogues_addons_parent_id_idx" ON "workshop_catalogues_addons" USING btree ("_parent_id");
  CREATE INDEX "workshop_catalogues_site_idx" ON "workshop_catalogues" USING btree ("site_id");
  CREATE INDEX "workshop_catalogues_updated_at_idx" ON "workshop_catalogues" USING btree ("updated_at");
  CREATE INDEX "workshop_catalogues_created_at_idx" ON "workshop_catalogues" USING btree ("created_at");
  CREATE INDEX "vehicle_register_site_idx" ON "vehicle_register" USING btree ("site_id");
  CREATE INDEX "vehicle_register_updated_at_idx" ON "vehicle_register" USING btree ("updated_at");
  CREATE INDEX "vehicle_register_created_at_idx" ON "vehicle_register" USING btree ("created_at");
  CREATE UNIQUE INDEX "site_registrationNumber_idx" ON "vehicle_register" USING btree ("site_id","registration_number");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_workshop_catalogues_fk" FOREIGN KEY ("workshop_catalogues_id") REFERENCES "public"."workshop_catalogues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vehicle_register_fk" FOREIGN KEY ("vehicle_register_id") REFERENCES "public"."vehicle_register"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_workshop_catalogues_id_idx" ON "payload_locked_documents_rels" USING btree ("workshop_catalogues_id");
  CREATE INDEX "payload_locked_documents_rels_vehicle_register_id_idx" ON "payload_locked_documents_rels" USING btree ("vehicle_register_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_hero_banner" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero_banner_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero_carousel_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero_carousel_slides_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero_carousel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero_carousel_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_carousel_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_carousel_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_carousel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_carousel_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_blurb" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_blurb_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_accordion_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_accordion_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_accordion" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_accordion_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_faq_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_faq_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_faq_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_countdown" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_countdown_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_text_columns_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_text_columns_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_text_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_text_columns_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_cta_banner" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_cta_banner_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_car_model_card_cards_facts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_car_model_card_cards_facts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_car_model_card_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_car_model_card_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_car_model_card" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_car_model_card_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_image_card_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_image_card_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_image_card" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_card_grid_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_card_grid_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_card_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_card_grid_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_horizontal_card" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_horizontal_card_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_banner" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_banner_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_file_list_files" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_file_list_files_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_file_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_file_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_social_sharing_services" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_social_sharing" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_social_sharing_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_stage_row_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_stage_row_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_stage_row" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_stage_row_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_highlight_list_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_highlight_list_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_highlight_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_highlight_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_spacer" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_map_block" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_map_block_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_hero_banner" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_hero_banner_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_hero_carousel_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_hero_carousel_slides_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_hero_carousel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_hero_carousel_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_carousel_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_carousel_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_carousel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_carousel_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_blurb" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_blurb_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_accordion_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_accordion_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_accordion" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_accordion_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_faq_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_faq_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_faq_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_countdown" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_countdown_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_text_columns_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_text_columns_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_text_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_text_columns_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_cta_banner" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_cta_banner_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_car_model_card_cards_facts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_car_model_card_cards_facts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_car_model_card_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_car_model_card_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_car_model_card" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_car_model_card_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_image_card_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_image_card_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_image_card" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_card_grid_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_card_grid_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_card_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_card_grid_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_horizontal_card" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_horizontal_card_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_banner" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_banner_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_file_list_files" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_file_list_files_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_file_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_file_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_social_sharing_services" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_social_sharing" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_social_sharing_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_stage_row_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_stage_row_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_stage_row" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_stage_row_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_highlight_list_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_highlight_list_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_highlight_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_highlight_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_spacer" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_map_block" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_map_block_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "workshop_catalogues_services_offerings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "workshop_catalogues_services" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "workshop_catalogues_addons_offerings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "workshop_catalogues_addons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "workshop_catalogues" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "vehicle_register" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_hero_banner" CASCADE;
  DROP TABLE "pages_blocks_hero_banner_locales" CASCADE;
  DROP TABLE "pages_blocks_hero_carousel_slides" CASCADE;
  DROP TABLE "pages_blocks_hero_carousel_slides_locales" CASCADE;
  DROP TABLE "pages_blocks_hero_carousel" CASCADE;
  DROP TABLE "pages_blocks_hero_carousel_locales" CASCADE;
  DROP TABLE "pages_blocks_carousel_items" CASCADE;
  DROP TABLE "pages_blocks_carousel_items_locales" CASCADE;
  DROP TABLE "pages_blocks_carousel" CASCADE;
  DROP TABLE "pages_blocks_carousel_locales" CASCADE;
  DROP TABLE "pages_blocks_blurb" CASCADE;
  DROP TABLE "pages_blocks_blurb_locales" CASCADE;
  DROP TABLE "pages_blocks_accordion_items" CASCADE;
  DROP TABLE "pages_blocks_accordion_items_locales" CASCADE;
  DROP TABLE "pages_blocks_accordion" CASCADE;
  DROP TABLE "pages_blocks_accordion_locales" CASCADE;
  DROP TABLE "pages_blocks_faq_items" CASCADE;
  DROP TABLE "pages_blocks_faq_items_locales" CASCADE;
  DROP TABLE "pages_blocks_faq" CASCADE;
  DROP TABLE "pages_blocks_faq_locales" CASCADE;
  DROP TABLE "pages_blocks_countdown" CASCADE;
  DROP TABLE "pages_blocks_countdown_locales" CASCADE;
  DROP TABLE "pages_blocks_text_columns_items" CASCADE;
  DROP TABLE "pages_blocks_text_columns_items_locales" CASCADE;
  DROP TABLE "pages_blocks_text_columns" CASCADE;
  DROP TABLE "pages_blocks_text_columns_locales" CASCADE;
  DROP TABLE "pages_blocks_cta_banner" CASCADE;
  DROP TABLE "pages_blocks_cta_banner_locales" CASCADE;
  DROP TABLE "pages_blocks_car_model_card_cards_facts" CASCADE;
  DROP TABLE "pages_blocks_car_model_card_cards_facts_locales" CASCADE;
  DROP TABLE "pages_blocks_car_model_card_cards" CASCADE;
  DROP TABLE "pages_blocks_car_model_card_cards_locales" CASCADE;
  DROP TABLE "pages_blocks_car_model_card" CASCADE;
  DROP TABLE "pages_blocks_car_model_card_locales" CASCADE;
  DROP TABLE "pages_blocks_image_card_cards" CASCADE;
  DROP TABLE "pages_blocks_image_card_cards_locales" CASCADE;
  DROP TABLE "pages_blocks_image_card" CASCADE;
  DROP TABLE "pages_blocks_card_grid_cards" CASCADE;
  DROP TABLE "pages_blocks_card_grid_cards_locales" CASCADE;
  DROP TABLE "pages_blocks_card_grid" CASCADE;
  DROP TABLE "pages_blocks_card_grid_locales" CASCADE;
  DROP TABLE "pages_blocks_horizontal_card" CASCADE;
  DROP TABLE "pages_blocks_horizontal_card_locales" CASCADE;
  DROP TABLE "pages_blocks_banner" CASCADE;
  DROP TABLE "pages_blocks_banner_locales" CASCADE;
  DROP TABLE "pages_blocks_file_list_files" CASCADE;
  DROP TABLE "pages_blocks_file_list_files_locales" CASCADE;
  DROP TABLE "pages_blocks_file_list" CASCADE;
  DROP TABLE "pages_blocks_file_list_locales" CASCADE;
  DROP TABLE "pages_blocks_social_sharing_services" CASCADE;
  DROP TABLE "pages_blocks_social_sharing" CASCADE;
  DROP TABLE "pages_blocks_social_sharing_locales" CASCADE;
  DROP TABLE "pages_blocks_stage_row_items" CASCADE;
  DROP TABLE "pages_blocks_stage_row_items_locales" CASCADE;
  DROP TABLE "pages_blocks_stage_row" CASCADE;
  DROP TABLE "pages_blocks_stage_row_locales" CASCADE;
  DROP TABLE "pages_blocks_highlight_list_items" CASCADE;
  DROP TABLE "pages_blocks_highlight_list_items_locales" CASCADE;
  DROP TABLE "pages_blocks_highlight_list" CASCADE;
  DROP TABLE "pages_blocks_highlight_list_locales" CASCADE;
  DROP TABLE "pages_blocks_spacer" CASCADE;
  DROP TABLE "pages_blocks_map_block" CASCADE;
  DROP TABLE "pages_blocks_map_block_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_hero_banner" CASCADE;
  DROP TABLE "_pages_v_blocks_hero_banner_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_hero_carousel_slides" CASCADE;
  DROP TABLE "_pages_v_blocks_hero_carousel_slides_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_hero_carousel" CASCADE;
  DROP TABLE "_pages_v_blocks_hero_carousel_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_carousel_items" CASCADE;
  DROP TABLE "_pages_v_blocks_carousel_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_carousel" CASCADE;
  DROP TABLE "_pages_v_blocks_carousel_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_blurb" CASCADE;
  DROP TABLE "_pages_v_blocks_blurb_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_accordion_items" CASCADE;
  DROP TABLE "_pages_v_blocks_accordion_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_accordion" CASCADE;
  DROP TABLE "_pages_v_blocks_accordion_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_faq_items" CASCADE;
  DROP TABLE "_pages_v_blocks_faq_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_faq" CASCADE;
  DROP TABLE "_pages_v_blocks_faq_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_countdown" CASCADE;
  DROP TABLE "_pages_v_blocks_countdown_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_text_columns_items" CASCADE;
  DROP TABLE "_pages_v_blocks_text_columns_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_text_columns" CASCADE;
  DROP TABLE "_pages_v_blocks_text_columns_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_cta_banner" CASCADE;
  DROP TABLE "_pages_v_blocks_cta_banner_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_car_model_card_cards_facts" CASCADE;
  DROP TABLE "_pages_v_blocks_car_model_card_cards_facts_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_car_model_card_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_car_model_card_cards_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_car_model_card" CASCADE;
  DROP TABLE "_pages_v_blocks_car_model_card_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_image_card_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_image_card_cards_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_image_card" CASCADE;
  DROP TABLE "_pages_v_blocks_card_grid_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_card_grid_cards_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_card_grid" CASCADE;
  DROP TABLE "_pages_v_blocks_card_grid_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_horizontal_card" CASCADE;
  DROP TABLE "_pages_v_blocks_horizontal_card_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_banner" CASCADE;
  DROP TABLE "_pages_v_blocks_banner_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_file_list_files" CASCADE;
  DROP TABLE "_pages_v_blocks_file_list_files_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_file_list" CASCADE;
  DROP TABLE "_pages_v_blocks_file_list_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_social_sharing_services" CASCADE;
  DROP TABLE "_pages_v_blocks_social_sharing" CASCADE;
  DROP TABLE "_pages_v_blocks_social_sharing_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_stage_row_items" CASCADE;
  DROP TABLE "_pages_v_blocks_stage_row_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_stage_row" CASCADE;
  DROP TABLE "_pages_v_blocks_stage_row_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_highlight_list_items" CASCADE;
  DROP TABLE "_pages_v_blocks_highlight_list_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_highlight_list" CASCADE;
  DROP TABLE "_pages_v_blocks_highlight_list_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_spacer" CASCADE;
  DROP TABLE "_pages_v_blocks_map_block" CASCADE;
  DROP TABLE "_pages_v_blocks_map_block_locales" CASCADE;
  DROP TABLE "workshop_catalogues_services_offerings" CASCADE;
  DROP TABLE "workshop_catalogues_services" CASCADE;
  DROP TABLE "workshop_catalogues_addons_offerings" CASCADE;
  DROP TABLE "workshop_catalogues_addons" CASCADE;
  DROP TABLE "workshop_catalogues" CASCADE;
  DROP TABLE "vehicle_register" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_workshop_catalogues_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_vehicle_register_fk";
  
  DROP INDEX "payload_locked_documents_rels_workshop_catalogues_id_idx";
  DROP INDEX "payload_locked_documents_rels_vehicle_register_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "workshop_catalogues_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "vehicle_register_id";
  DROP TYPE "public"."enum_pages_blocks_hero_banner_content";
  DROP TYPE "public"."enum_pages_blocks_hero_banner_text_color";
  DROP TYPE "public"."enum_pages_blocks_hero_carousel_slides_sub_title_color";
  DROP TYPE "public"."enum_pages_blocks_hero_carousel_slides_text_color";
  DROP TYPE "public"."enum_pages_blocks_hero_carousel_slides_button_type";
  DROP TYPE "public"."enum_pages_blocks_hero_carousel_height";
  DROP TYPE "public"."enum_pages_blocks_hero_carousel_content_placement_x_axis";
  DROP TYPE "public"."enum_pages_blocks_hero_carousel_content_placement_y_axis";
  DROP TYPE "public"."enum_pages_blocks_blurb_title_tag";
  DROP TYPE "public"."enum_pages_blocks_blurb_background_color";
  DROP TYPE "public"."enum_pages_blocks_countdown_background_color";
  DROP TYPE "public"."enum_pages_blocks_text_columns_columns";
  DROP TYPE "public"."enum_pages_blocks_card_grid_variant";
  DROP TYPE "public"."enum_pages_blocks_card_grid_columns";
  DROP TYPE "public"."enum_pages_blocks_banner_background_color";
  DROP TYPE "public"."enum_pages_blocks_social_sharing_services";
  DROP TYPE "public"."enum_pages_blocks_stage_row_columns";
  DROP TYPE "public"."enum_pages_blocks_highlight_list_columns";
  DROP TYPE "public"."enum_pages_blocks_spacer_size";
  DROP TYPE "public"."enum__pages_v_blocks_hero_banner_content";
  DROP TYPE "public"."enum__pages_v_blocks_hero_banner_text_color";
  DROP TYPE "public"."enum__pages_v_blocks_hero_carousel_slides_sub_title_color";
  DROP TYPE "public"."enum__pages_v_blocks_hero_carousel_slides_text_color";
  DROP TYPE "public"."enum__pages_v_blocks_hero_carousel_slides_button_type";
  DROP TYPE "public"."enum__pages_v_blocks_hero_carousel_height";
  DROP TYPE "public"."enum__pages_v_blocks_hero_carousel_content_placement_x_axis";
  DROP TYPE "public"."enum__pages_v_blocks_hero_carousel_content_placement_y_axis";
  DROP TYPE "public"."enum__pages_v_blocks_blurb_title_tag";
  DROP TYPE "public"."enum__pages_v_blocks_blurb_background_color";
  DROP TYPE "public"."enum__pages_v_blocks_countdown_background_color";
  DROP TYPE "public"."enum__pages_v_blocks_text_columns_columns";
  DROP TYPE "public"."enum__pages_v_blocks_card_grid_variant";
  DROP TYPE "public"."enum__pages_v_blocks_card_grid_columns";
  DROP TYPE "public"."enum__pages_v_blocks_banner_background_color";
  DROP TYPE "public"."enum__pages_v_blocks_social_sharing_services";
  DROP TYPE "public"."enum__pages_v_blocks_stage_row_columns";
  DROP TYPE "public"."enum__pages_v_blocks_highlight_list_columns";
  DROP TYPE "public"."enum__pages_v_blocks_spacer_size";
  DROP TYPE "public"."enum_workshop_catalogues_services_offerings_kind";
  DROP TYPE "public"."enum_workshop_catalogues_services_icon";
  DROP TYPE "public"."enum_workshop_catalogues_services_selection_type";
  DROP TYPE "public"."enum_workshop_catalogues_addons_offerings_kind";
  DROP TYPE "public"."enum_workshop_catalogues_addons_icon";
  DROP TYPE "public"."enum_workshop_catalogues_addons_selection_type";`)
}
