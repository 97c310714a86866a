"""Dark Core (70231910): its target turned face-down before it resolves.

Sources: yugioh-wiki.net 《ブラック・コア》 (it targets 1 face-up monster, the old text too; the
discard is its cost); seed 000 §對象: a target that no longer fits what the effect asked for
("face-up") as the effect resolves is not affected. So Book of Moon chained to Dark Core saves
the monster, and the discarded card stays in the GY (a cost is never refunded)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

CARD = "Dark Core"


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_dark_core_target_turned_face_down_by_book_of_moon_stays():
    """Q: I discard Battle Ox to Dark Core targeting my opponent's face-up Jinzo; they chain Book
    of Moon on Jinzo. A: Jinzo is face-down as Dark Core resolves: it stays on the field (not
    banished); Battle Ox and Dark Core are in my GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, CARD, "Battle Ox")
    jinzo = table.monster(1, "Jinzo")
    table.spell_trap(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", CARD, player=0)
    s.pick("select", "Battle Ox", player=0)
    s.pick("target", jinzo, player=0)
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", jinzo, player=1)
    _finish(s)
    card = jinzo.card(duel)
    assert field_monsters(duel, 1) == ["Jinzo"] and not card.face_up
    assert duel.players[1].banished == []
    assert sorted(grave(duel, 0)) == ["Battle Ox", CARD]
