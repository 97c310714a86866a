"""A monster turned face-down loses the effects applied to it: seed 000 §怪獸的表示形式 (a
face-down monster is not subject to effects that change a field monster's name, Type,
Attribute or ATK/DEF) and the current rulings (a monster turned face-down is a new card for
the effects applied to it while face-up: they end, and flipping it face-up again the same turn
does not bring them back).

Star Changer (63485233) changes a Level "while the monster is face-up on the field"; Effect
Veiler (97268402) negates a monster's effects until the end of the turn. Both end when the
monster is turned face-down (round 16m found the first surviving a face-down / face-up cycle;
the second had the same gap)."""

from duelist.engine import state as S
from duelist.testing.scenario import Script, Table


def _pass_until(duel, s, kinds):
    while duel.request is not None and duel.request.kind not in kinds:
        s.pick("pass", first=True)


def test_star_changers_level_change_ends_when_the_monster_is_turned_face_down():
    """Player 0's Main Phase 1: Star Changer (+1) on player 1's Mystical Elf (Level 4 -> 5),
    then Book of Moon turns the Elf face-down; player 0's Celtic Guardian (1400) attacks it
    and flips it face-up (2000 DEF: it survives). Its Level is 4 again, and no lasting
    change is left on it."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Celtic Guardian")
    elf = table.monster(1, "Mystical Elf")
    table.hand(0, "Star Changer", "Book of Moon")
    duel = table.build()
    s = Script(duel)
    card = elf.card(duel)
    s.pick("activate", "Star Changer", request="idle")
    s.answer(duel.request.options[0])             # "Increase its Level by 1"
    s.pick("target", "Mystical Elf")
    _pass_until(duel, s, ("idle",))
    assert duel.level(card) == 5
    s.pick("activate", "Book of Moon", request="idle")
    s.pick("target", "Mystical Elf")
    _pass_until(duel, s, ("idle",))
    assert card.position == S.FACEDOWN_DEFENSE
    s.pick("battle", request="idle")
    s.pick("attack", "Celtic Guardian", target=card.uid)
    _pass_until(duel, s, ("battle", "idle"))
    assert card.location == S.MZONE and card.face_up and duel.level(card) == 4
    assert not [e for e in duel.lingering if e.uid == card.uid]


def test_effect_veilers_negation_ends_when_the_monster_is_turned_face_down():
    """Player 1's turn 4: they Normal Summon Sangan; player 0 sends Effect Veiler from the hand
    and negates Sangan's effects until the end of the turn. Player 1 then turns Sangan
    face-down with their Set Book of Moon, and face-up again with their Set Ceasefire. Sangan
    is face-up this turn again, no longer negated: no lasting negation names it."""
    table = Table(turn=4, turn_player=1)
    table.hand(1, "Sangan")
    table.spell_trap(1, "Book of Moon")
    table.spell_trap(1, "Ceasefire")
    table.hand(0, "Effect Veiler")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Sangan", player=1, request="idle")
    s.pick("pass", player=1, request="chain")        # the turn player answers the summon first
    s.pick("activate", "Effect Veiler", player=0, request="chain")
    s.pick("target", "Sangan", player=0)
    _pass_until(duel, s, ("idle",))
    sangan = [c for c in duel.players[1].mzone if c is not None][0]
    assert sangan.data.name == "Sangan" and duel.is_negated(sangan)
    s.pick("activate", "Book of Moon", player=1, request="idle")
    s.pick("target", "Sangan", player=1)
    _pass_until(duel, s, ("idle",))
    assert sangan.position == S.FACEDOWN_DEFENSE
    assert not [e for e in duel.lingering if e.uid == sangan.uid]
    s.pick("activate", "Ceasefire", player=1, request="idle")
    _pass_until(duel, s, ("idle",))
    assert sangan.location == S.MZONE and sangan.face_up
    assert not duel.is_negated(sangan)
