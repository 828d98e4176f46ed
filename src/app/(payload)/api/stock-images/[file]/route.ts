// The demo stock's pictures: the route lives with the demo (src/demo) and is off with it.
export { GET } from '@/demo/stock-images-route'
