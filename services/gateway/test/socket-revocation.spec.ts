import request from 'supertest';
import { DEMO_PASSWORD } from '@esg/platform';
import { waitFor } from '@esg/testing';
import { SessionService } from '../src/auth/sessions';
import { SocketHub, userRoom } from '../src/socket/socket-hub';
import {
  bearer,
  connectSocket,
  startGateway,
  tokenOf,
  type ClientSocket,
  type GatewayHost,
} from './gateway-host';

/*
 * Finding 3 of issue 14: a revoked session's sockets must stop at once, not keep receiving the user's
 * pushes. Each socket is a real Socket.IO client authenticated with one session's access token.
 */
interface Watched {
  socket: ClientSocket;
  revoked: string[];
  disconnects: string[];
  pushes: number;
}

async function watch(host: GatewayHost, token: string): Promise<Watched> {
  const socket = await connectSocket(host, token);
  const watched: Watched = { socket, revoked: [], disconnects: [], pushes: 0 };
  socket.on('session:revoked', (p) => watched.revoked.push(p.reason));
  socket.on('disconnect', (reason) => watched.disconnects.push(reason));
  socket.on('notification:counts', () => watched.pushes++);
  return watched;
}

/** A push to every socket of a user, as the notification push does it. */
const pushToUser = (host: GatewayHost, userId: number) =>
  host.app
    .get(SocketHub, { strict: false })
    .server.to(userRoom(userId))
    .emit('notification:counts', { total: 1, read: 0, unread: 1 });

describe('sockets of a revoked session (finding 3)', () => {
  let host: GatewayHost;
  const open: ClientSocket[] = [];
  beforeAll(async () => {
    host = await startGateway();
  });
  afterAll(async () => {
    for (const s of open) s.disconnect();
    await host?.dispose();
  });

  const watched = async (token: string) => {
    const w = await watch(host, token);
    open.push(w.socket);
    return w;
  };

  it('logout disconnects that session’s sockets at once, and only those', async () => {
    const first = await tokenOf(host, 'lp@demo.test');
    const second = await tokenOf(host, 'lp@demo.test');
    const [a1, a2, b] = [await watched(first), await watched(first), await watched(second)];
    await request(host.url).post('/api/auth/logout').set(bearer(first)).expect(204);
    await waitFor(() => a1.disconnects.length === 1 && a2.disconnects.length === 1, {
      message: 'the logged-out session’s sockets to disconnect',
    });
    expect(a1.revoked).toEqual(['logout']);
    expect(a1.disconnects).toEqual(['io server disconnect']);
    expect(a2.disconnects).toEqual(['io server disconnect']);
    // The user's other session keeps its socket and its pushes; the ended one receives nothing more.
    pushToUser(host, 3);
    await waitFor(() => b.pushes === 1, { message: 'the push to the live session' });
    expect(b.socket.connected).toBe(true);
    expect(a1.pushes + a2.pushes).toBe(0);
    // Reconnecting with the revoked session's token is refused.
    await expect(connectSocket(host, first)).rejects.toThrow(/unauthorized/);
  });

  it('a password change disconnects the user’s other sessions, not the one that changed it', async () => {
    const email = 'contributor@demo.test';
    const keeper = await tokenOf(host, email);
    const other = await tokenOf(host, email);
    const [kept, ended] = [await watched(keeper), await watched(other)];
    await request(host.url)
      .post('/api/auth/change-password')
      .set(bearer(keeper))
      .send({
        currentPassword: DEMO_PASSWORD,
        password: 'Larch-Harbour-71',
        confirmPassword: 'Larch-Harbour-71',
      })
      .expect(200);
    await waitFor(() => ended.disconnects.length === 1, { message: 'the other session’s socket to end' });
    expect(ended.revoked).toEqual(['password-changed']);
    expect(kept.socket.connected).toBe(true);
    expect(kept.revoked).toEqual([]);
  });

  it('the two-factor logout and a removed member end their sockets too', async () => {
    const twoFa = await tokenOf(host, 'pc@demo.test');
    const me = (await request(host.url).get('/api/user/me').set(bearer(twoFa)).expect(200)).body.data as {
      uid: string;
    };
    const socket = await watched(twoFa);
    await request(host.url).get(`/api/user/two-fa-logout/${me.uid}`).set(bearer(twoFa)).expect(200);
    await waitFor(() => socket.disconnects.length === 1, { message: 'the two-factor logout' });
    expect(socket.revoked).toEqual(['two-factor-logout']);

    // Removing a team member (the access manager) ends every session of that user through SessionService.
    const member = await watched(await tokenOf(host, 'consultant@demo.test'));
    const second = await watched(await tokenOf(host, 'consultant@demo.test'));
    const sessions = host.app.get(SessionService, { strict: false });
    expect(await sessions.revokeUser(7, 'member-removed', { actorId: 2 })).toBe(2);
    await waitFor(() => member.disconnects.length === 1 && second.disconnects.length === 1, {
      message: 'the removed member’s sockets',
    });
    expect([...member.revoked, ...second.revoked]).toEqual(['member-removed', 'member-removed']);
  });
});
