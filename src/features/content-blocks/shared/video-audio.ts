/**
 * Whether a video has a sound track (spec 01 §4 "The mute button shows only if the video has
 * audio"). Browsers say it in different ways: Firefox `mozHasAudio`, Safari `audioTracks`, Chromium
 * counts decoded audio bytes once the video has played a little. Undefined while nothing tells.
 */
export type VideoAudioHints = {
  mozHasAudio?: boolean
  webkitAudioDecodedByteCount?: number
  audioTracks?: { length: number }
}

export function videoHasAudio(video: VideoAudioHints): boolean | undefined {
  if (typeof video.mozHasAudio === 'boolean') return video.mozHasAudio
  if (video.audioTracks && typeof video.audioTracks.length === 'number') return video.audioTracks.length > 0
  if (typeof video.webkitAudioDecodedByteCount === 'number') return video.webkitAudioDecodedByteCount > 0 ? true : undefined
  return undefined
}
