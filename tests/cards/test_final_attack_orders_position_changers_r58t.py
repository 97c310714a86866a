"""Final Attack Orders (52503575) against the cards that change a battle position: a judge's
review (round 58t).

Sources: yugipedia "Battle position change" (a card effect that forbids battle position changes
forbids only the manual ones, the change of position a player makes in the Main Phase: a card's
effect still changes the position); yugioh-wiki.net 《最終突撃命令》 (a counter to Enemy
Controller's position change: every face-up monster is in Attack Position while it applies, so a
monster an effect turned to Defense Position is turned back at once). Our reading, where the two
might seem to differ: Book of Moon's flip face-down is an effect's change and goes through; face-
down, the monster is no face-up monster this card reaches. Both presets read the same."""

import pytest

from duelist.testing.reads import grave, of_type
from duelist.testing.scenario import Script, Table


def _pass(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _table(rules, spell):
    table = Table(rules=rules, turn=3, turn_player=0)
    ox = table.monster(1, "Battle Ox")
    table.hand(0, spell)
    table.spell_trap(1, "Final Attack Orders", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", spell, player=0, request="idle")
    s.pick("target", ox, player=0)
    _pass(duel, s)
    return duel, ox


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_final_attack_orders_book_of_moon_still_flips_face_down(rules):
    """Q: my opponent's Battle Ox is face-up in Attack Position under their Final Attack Orders;
    I activate Book of Moon on it. A: an effect's change is not forbidden: the Ox is turned
    face-down in Defense Position and stays so (Final Attack Orders reaches face-up monsters
    only)."""
    duel, ox = _table(rules, "Book of Moon")
    assert ox.card(duel).position == "set"
    assert [(e["from"], e["to"]) for e in of_type(duel, "position")] == [("attack", "set")]
    assert grave(duel, 0) == ["Book of Moon"]


def test_final_attack_orders_turns_enemy_controllers_change_back():
    """Q: (GOAT) the same Battle Ox; I activate Enemy Controller changing its battle position.
    A: the effect changes it to Defense Position, and Final Attack Orders turns it back to
    Attack Position at once: it ends in Attack Position."""
    duel, ox = _table("GOAT", "Enemy Controller")
    assert ox.card(duel).position == "attack"
    assert [(e["from"], e["to"]) for e in of_type(duel, "position")] == \
        [("attack", "defense"), ("defense", "attack")]
