/** Whether `value` is an absolute https:// address (an outside script we let pages load must be one). */
export const isHttpsAddress = (value: string): boolean => URL.canParse(value) && new URL(value).protocol === 'https:'
