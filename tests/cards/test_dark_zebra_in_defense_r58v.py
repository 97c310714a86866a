"""Dark Zebra (59784896): already in Defense Position as its controller's Standby Phase comes, there
is nothing to change: its effect does not start, and it is not locked.

Sources, in our words: yugioh-wiki.net 《ダークゼブラ》 (OCG text: 守備表示にする; a mandatory trigger
of its controller's Standby Phase). Our reading (no FAQ found): a monster already in Defense
Position is not changed, so the effect is not activated and the "cannot change its position this
turn" part never applies; in the Main Phase its controller may change it to Attack Position."""

from duelist.engine import state as S
from duelist.testing.reads import of_type
from duelist.testing.scenario import Script, Table

DZ = "Dark Zebra"


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_dark_zebra_already_in_defense_is_not_locked():
    """Q: my only monster, Dark Zebra, is in face-up Defense Position as my Standby Phase comes. A:
    no chain starts; in my Main Phase I may change it to Attack Position."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="standby")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    zebra = table.monster(0, DZ, position="defense")
    duel = table.build()
    s = Script(duel)
    _pass_all(s)
    assert duel.phase == "main1" and zebra.card(duel).position == S.FACEUP_DEFENSE
    assert [e["name"] for e in of_type(duel, "chain")] == []
    s.pick("change_position", DZ)
    assert zebra.card(duel).position == S.FACEUP_ATTACK
