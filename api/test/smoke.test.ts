import { startServer, type TestServer, validBooking } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

test('smoke', async () => {
  const c = server.client();
  console.log((await c.get('/api/health')).body);
  console.log((await c.post('/api/add_customer.php', validBooking())).body);
  const admin = await server.admin();
  console.log(JSON.stringify((await admin.get('/api/cust_mas_requests_view.php')).body).slice(0, 600));
  console.log((await admin.get('/api/AdminPanelCount.php')).body);
  console.log((await c.get('/api/openapi.json')).body.paths && Object.keys((await c.get('/api/openapi.json')).body.paths).length);
});
