"""Step-by-step playback of a replay file for the page: the replay is verified byte for
byte (as `duelist replay` does), then re-run answer by answer, keeping after each step
the public view and the new public log lines."""

from duelist.engine.protocol import DuelError
from duelist.engine.text import describe


class PlaybackError(ValueError):
    pass


def playback_frames(data, max_answers=20000):
    from duelist.engine.duel import Duel
    from duelist.engine.replay import ReplayError, check_replay_data, rules_of, run_replay
    from duelist.match.match import MATCH_FORMAT, Match, run_match_replay
    from duelist.web.rooms import card_facts, _codes_in
    is_match = isinstance(data, dict) and data.get("format") == MATCH_FORMAT
    try:
        if is_match:
            run_match_replay(data, "replay")
        else:
            check_replay_data(data, "replay")
            run_replay(data, "replay")
    except ReplayError as exc:
        raise PlaybackError(str(exc))
    answers = data["answers"]
    if len(answers) > max_answers:
        raise PlaybackError("replay: too many answers to play back (%d; at most %d)" % (len(answers), max_answers))
    try:
        rules = rules_of(data)          # a version 1 file: leftmost zones, as it was played
        if is_match:
            game = Match(data["decks"][0], data["decks"][1], rules=rules, seed=data["seed"])
        else:
            game = Duel(data["decks"][0], data["decks"][1], rules=rules, seed=data["seed"],
                        first_player=data.get("first_player"))
    except (DuelError, ValueError, TypeError) as exc:
        raise PlaybackError("replay: cannot set up the duel: %s" % exc)
    frames = []
    state = {"duel": None, "n": 0}

    def frame(decided):
        duel = game.duel if is_match else game
        lines = []
        if state["duel"] is not None and state["duel"] is not duel:
            lines.extend(describe(e, None) for e in state["duel"].log_for(None, start=state["n"]))
            state["duel"] = None
        if duel is not None:
            if state["duel"] is None:
                state["duel"], state["n"] = duel, 0
                if is_match:
                    lines.append("===== Duel %d =====" % (len(game.duels) + 1))
            lines.extend(describe(e, None) for e in duel.log_for(None, start=state["n"]))
            state["n"] = len(duel.log)
        view = None if duel is None else duel.view(None)
        if view is not None:
            view.pop("request", None)
        frames.append({"step": len(frames), "decided": decided, "view": view,
                       "log": [line for line in lines if line]})

    frame(None)
    if is_match:
        from duelist.match.match import outside_inputs
        time_up = data.get("time_up")
        time_at = time_up.get("answer") if isinstance(time_up, dict) else None
        concessions = data.get("concessions", [])
    else:
        inputs = data.get("inputs", [])
    for n in range(len(answers) + 1):
        # what came from outside the answers before answer n: a concession (both kinds of
        # replay), a step of its own; a time limit set or a match's time called, no step
        if is_match:
            here = [item for item in concessions if item[0] == n]
            outside_inputs(game, n, time_at, concessions)
        else:
            here = [item for item in inputs if item[0] == n]
            for item in here:
                game.apply_input(item)      # (a time limit set: its log line comes with the next step)
            here = [item for item in here if item[1] == "concede"]
        for item in here:
            player = item[1] if is_match else item[2]
            frame("Player %d: concedes%s" % (player + 1, " the match" if is_match and item[2] == "match" else ""))
        if n == len(answers):
            break
        request = game.request
        game.answer(answers[n])
        frame("Player %d: %s" % (request.player + 1, request.kind.replace("_", " ")))
    codes = _codes_in(frames, set())
    return {"format": data.get("format"), "result": game.result, "frames": frames,
            "cards": dict((str(c), card_facts(c)) for c in sorted(codes))}
