"""`duelist replay FILE`: re-run a replay and verify it byte for byte."""

from duelist.cli.common import fail


def add_parser(sub):
    p = sub.add_parser("replay", help="re-run a replay file and verify its log byte for byte")
    p.add_argument("file", help="a replay file written by --replay (duel or match)")
    p.add_argument("--show", action="store_true", help="print the log while re-running")
    p.set_defaults(run=run)


def run(args):
    from duelist.engine.replay import ReplayError, check_replay_data, load_replay, run_replay
    from duelist.engine.text import describe_full, describe_result
    try:
        data = load_replay(args.file, check=False)
        from duelist.match.match import MATCH_FORMAT, run_match_replay
        if isinstance(data, dict) and data.get("format") == MATCH_FORMAT:
            duel = run_match_replay(data, args.file)
        else:
            check_replay_data(data, args.file)
            duel = run_replay(data, args.file)
    except ReplayError as exc:
        return fail(str(exc), 1)
    if hasattr(duel, "duels"):     # a match replay
        for n, result in enumerate(duel.duels, 1):
            print("Duel %d: %s (log sha256 %s)" % (n, describe_result(result), result["log_sha256"]))
        print("Match replay verified: %d answers, %d duels, result %s"
              % (len(data["answers"]), len(duel.duels), duel.result))
        return 0
    if args.show:
        for event in duel.log:
            line = describe_full(event)
            if line:
                print(line)
    print("Replay verified: %d answers, %d events, log sha256 %s" % (
        len(data["answers"]), len(duel.log), duel.log_digest()))
    print("Result: " + describe_result(duel.result))
    return 0
