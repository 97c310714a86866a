"""`duelist play`'s `i N` on a zone question (docs/protocol.md `zone`): the option names a zone
("Monster Zone 4"), not a card, and `i N` shows the card being placed there, the one the option
carries -- never "names no card" because no card is named "Monster Zone 4" (docs/mutation.md,
round 46c's open `show_card` entry)."""

import io

from duelist.cli import play_cmd
from duelist.testing.scenario import Script, Table


def test_i_on_a_zone_option_shows_the_monster_being_summoned():
    table = Table(rules="MR5", turn=3)
    table.hand(0, "Celtic Guardian")
    table.monster(0, "Battle Ox", zone=1)
    duel = table.build()
    Script(duel, zones="ask").pick("summon", "Celtic Guardian")
    request = duel.request
    assert request.kind == "zone" and request.options[2].name == "Monster Zone 4"
    out = io.StringIO()
    session = play_cmd.TerminalSession(duel, human=0, ai=None, input_fn=None, out=out)
    session.show_card("2", request)
    screen = out.getvalue()
    assert "names no card" not in screen
    assert screen.splitlines()[0].strip() == "Celtic Guardian"
    assert "ATK 1400 / DEF 1200" in screen
