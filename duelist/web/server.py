"""The ASGI application of `duelist serve` (Starlette): the page, a small JSON API and
the WebSocket game protocol (duelist.web.rooms)."""

import asyncio
import contextlib
import json
import os
import sys
import traceback

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.websockets import WebSocket, WebSocketDisconnect

from duelist.engine.replay import json_error_text
from duelist.web.rooms import MAX_MESSAGE, MAX_STRIKES, RATE_PER_SECOND, Client, Lobby
from duelist.web.store import Store

STATIC = os.path.join(os.path.dirname(os.path.abspath(__file__)), "static")
MAX_REPLAY = 2000000          # bytes of an uploaded replay for playback
MAX_REPLAY_ANSWERS = 20000
WATCH_SECONDS = 2.0           # how often the server looks for rooms the operator closed (--close-room)
                              # and notes that it runs (Lobby.note_alive: a timed match's clock)


def create_app(db=":memory:", lobby=None, rate=RATE_PER_SECOND, watch=WATCH_SECONDS):
    """The application; `db` is the SQLite file (":memory:" keeps nothing); `rate`: the
    messages per second one connection may send; `watch`: seconds between two looks for
    rooms the operator closed from another process (Lobby.notice_closed), each with a note
    in the store that the server runs (Lobby.note_alive: a restart does not charge the time
    after the last note to a timed match's clock); None: both only at each message. The
    server notes it runs when it stops, too."""
    if lobby is None:
        lobby = Lobby(Store(db))

    async def watch_closed():
        while True:
            await asyncio.sleep(watch)
            try:
                await lobby.notice_closed()
            except Exception:         # (the file cannot be read now) say so, look again later
                print("duelist serve: the look for rooms closed by the operator failed:", file=sys.stderr)
                traceback.print_exc()
            try:
                lobby.note_alive()
            except Exception:         # (the file cannot be written now) say so, note it again later
                print("duelist serve: the note that the server runs failed:", file=sys.stderr)
                traceback.print_exc()
            lobby.evict_finished()    # finished rooms nobody is in leave memory (their replays stay stored)

    @contextlib.asynccontextmanager
    async def lifespan(app):
        task = asyncio.ensure_future(watch_closed()) if watch else None
        try:
            yield
        finally:
            if task is not None:
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await task
            try:
                lobby.note_alive(force=True)      # the clocks stop here (a clean stop)
            except Exception:
                traceback.print_exc()

    async def index(request):
        return FileResponse(os.path.join(STATIC, "index.html"), headers={"Cache-Control": "no-cache"})

    async def rooms(request):
        return JSONResponse([r.summary() for r in lobby.rooms.values()
                             if r.settings.get("listed") and r.status in ("waiting", "playing")])

    async def replay(request):
        code = request.path_params["code"]
        data = lobby.replay_of(code)
        if data is None:
            if code not in lobby.rooms:
                return JSONResponse({"error": "no finished room with that code"}, status_code=404)
            return JSONResponse({"error": "the replay is available when the duel is over"}, status_code=409)
        body = json.dumps(data, sort_keys=True, indent=1) + "\n"
        safe = "".join(ch for ch in code if ch.isalnum() or ch in "-_")
        return Response(body, media_type="application/json", headers={
            "Content-Disposition": 'attachment; filename="duel-%s.json"' % safe})

    async def playback(request):
        """POST a replay file: the steps of its duel in public form, for the page's player."""
        from duelist.web.playback import PlaybackError, playback_frames
        body = await request.body()
        if len(body) > MAX_REPLAY:
            return JSONResponse({"error": "replay too large (at most %d bytes)" % MAX_REPLAY}, status_code=413)
        try:
            data = json.loads(body.decode("utf-8"))
        except (ValueError, UnicodeDecodeError) as exc:
            return JSONResponse({"error": "not a replay file (bad JSON: %s)" % json_error_text(exc)}, status_code=400)
        except RecursionError:
            return JSONResponse({"error": "not a replay file (its JSON is nested too deeply)"}, status_code=400)
        try:
            frames = playback_frames(data, max_answers=MAX_REPLAY_ANSWERS)
        except PlaybackError as exc:
            return JSONResponse({"error": str(exc)}, status_code=400)
        return JSONResponse(frames)

    async def game_socket(websocket):
        await websocket.accept()

        async def send(message):
            await websocket.send_text(json.dumps(message, separators=(",", ":")))

        client = Client(send, rate=rate)
        try:
            while True:
                frame = await websocket.receive()
                if frame["type"] == "websocket.disconnect":
                    break
                text = frame.get("text")
                if text is None:
                    data = frame.get("bytes") or b""
                    if len(data) > MAX_MESSAGE:
                        text = "x" * (MAX_MESSAGE + 1)
                    else:
                        try:
                            text = data.decode("utf-8")
                        except UnicodeDecodeError:
                            text = "\x00"
                await lobby.receive(client, text)
                if client.strikes > MAX_STRIKES:
                    await send({"type": "error", "message": "too many bad messages: closing"})
                    await websocket.close(code=1008)
                    break
        except WebSocketDisconnect:
            pass
        finally:
            room = lobby.disconnect(client)
            if room is not None:
                await lobby.broadcast(room)

    routes = [
        Route("/", index),
        Route("/api/rooms", rooms),
        Route("/api/rooms/{code}/replay", replay),
        Route("/api/playback", playback, methods=["POST"]),
        WebSocketRoute("/ws", game_socket),
        Mount("/static", StaticFiles(directory=STATIC), name="static"),
    ]
    app = Starlette(routes=routes, lifespan=lifespan)
    app.state.lobby = lobby
    return app
