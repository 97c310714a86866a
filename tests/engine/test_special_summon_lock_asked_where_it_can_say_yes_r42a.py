"""Round 42a (engine/actions.py `can_special_summon`): whether a monster may be Special Summoned
asks the summon lock as the Main Phase menu does (round 18s): it reads the lasting rules itself
("you cannot Summon this turn": Scapegoat, on its activating player only) and asks the field
part (a face-up card's continuous "neither player can Summon": The Last Warrior from Another
Planet, tag no_summon) only while a field card may have the tag (the field roles out of date, or
holding it). Card conditions ask it for every monster of a GY they walk (Monster Reborn's),
1.3 times a turn on Goat Control vs Monarch, whose Extra Deck holds The Last Warrior.

The rulings (the card texts; seed 004 §怪兽的召唤):
- The Last Warrior face-up on the field: neither player may Special Summon.
- The Last Warrior in the Extra Deck, or Set face-down on the field: it binds no one.
- The Last Warrior moved onto the field by a tool, the field roles not made again since: it
  binds both players at once.
- Scapegoat resolved (The Last Warrior in the Extra Deck): its player may not Special Summon
  that turn; the opponent still may."""

from duelist.engine import state as S
from duelist.testing.scenario import Script, Table

WARRIOR = "The Last Warrior from Another Planet"


def _duel(warrior):
    table = Table(rules="GOAT", turn=3, turn_player=0)
    if warrior == "face-up":
        table.monster(1, WARRIOR)
    elif warrior == "set":
        table.monster(1, WARRIOR, position="set")
    else:
        table.extra(1, WARRIOR)
    table.grave(0, "Battle Ox")
    table.grave(1, "Celtic Guardian")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    return duel, duel.players[0].grave[0], duel.players[1].grave[0]


def test_the_last_warrior_face_up_locks_both_players():
    duel, ox, guardian = _duel("face-up")
    assert not duel.can_special_summon(ox, 0)
    assert not duel.can_special_summon(guardian, 1)


def test_the_last_warrior_in_the_extra_deck_or_set_binds_no_one():
    for where in ("extra", "set"):
        duel, ox, guardian = _duel(where)
        assert "no_summon" in duel._cont_tags_present
        assert duel.can_special_summon(ox, 0), where
        assert duel.can_special_summon(guardian, 1), where


def test_the_last_warrior_moved_in_by_a_tool_binds_at_once():
    duel, ox, guardian = _duel("extra")
    assert duel.can_special_summon(ox, 0)         # (the field roles made, current)
    warrior = duel.players[1].extra[0]
    duel.debug_move(warrior.uid, S.MZONE, 1, position=S.FACEUP_ATTACK)
    assert not duel.can_special_summon(ox, 0)
    assert not duel.can_special_summon(guardian, 1)


def test_scapegoat_locks_its_player_only():
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.extra(1, WARRIOR)
    table.spell_trap(0, "Scapegoat")
    table.grave(0, "Battle Ox")
    table.grave(1, "Celtic Guardian")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    ox, guardian = duel.players[0].grave[0], duel.players[1].grave[0]
    assert duel.can_special_summon(ox, 0)
    s = Script(duel)
    s.pick("activate", "Scapegoat")
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")
    assert len(duel.monsters(0)) == 4 and duel.request.kind == "idle"
    assert not duel.can_special_summon(ox, 0)
    assert duel.can_special_summon(guardian, 1)
