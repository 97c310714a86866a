"""`duelist play` shows a zone question with the row of zones it is about and takes the
answer by the option's number (docs/protocol.md `zone`)."""

import io

from duelist.cli import play_cmd
from duelist.testing.scenario import Script, Table


def test_the_terminal_shows_the_zones_and_takes_a_zone_answer():
    table = Table(rules="MR5", turn=3)
    table.hand(0, "Celtic Guardian")
    table.monster(0, "Battle Ox", zone=1)
    duel = table.build()
    Script(duel, zones="ask").pick("summon", "Celtic Guardian")
    out = io.StringIO()
    answers = iter(["2"])
    session = play_cmd.TerminalSession(duel, human=0, ai=None, input_fn=lambda p: next(answers), out=out)
    option = session.ask(duel.request)
    screen = out.getvalue()
    assert "Your Monster Zones: 1 --- | 2 Battle Ox | 3 --- | 4 --- | 5 ---" in screen
    assert " 2) Monster Zone 4" in screen        # zone 2 is taken: 1, 3, 4, 5 are offered
    assert option.kind == "zone" and option.zone == 3
    duel.answer(option)
    assert duel.players[0].mzone[3].name == "Celtic Guardian"
