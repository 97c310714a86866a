"""Earthquake (82828051), Normal Spell: every face-up Attack Position monster on the field is
changed to Defense Position.

Sources, in our words: the card's texts (AST, 2005: "change all face-up monsters on the field to
Defense Position"; today's the same; no ERAS entry): both players' monsters; a face-down monster
stays as it is, and nothing is flipped. Seed 000 §表示形式的變更: the once-a-turn and "not the turn
it was summoned" limits bind a player's own manual change only; an effect changes a monster
summoned this turn too. Our reading, no ruling found: with no face-up Attack Position monster it is
not activated."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

EQ = "Earthquake"


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_earthquake_turns_every_face_up_attacker_to_defense():
    """Q: I control Battle Ox (Attack) and a Set Celtic Guardian; my opponent controls Summoned
    Skull (Attack) and Mystical Elf (face-up Defense). I activate Earthquake. A: Battle Ox and
    Summoned Skull are in face-up Defense Position; the Set monster stays face-down; Mystical Elf
    stays (both eras)."""
    for rules in ("GOAT", "MR5"):
        table = Table(rules=rules, turn=3, turn_player=0)
        table.hand(0, EQ)
        ox = table.monster(0, "Battle Ox")
        guardian = table.monster(0, "Celtic Guardian", position="set")
        skull = table.monster(1, "Summoned Skull")
        elf = table.monster(1, "Mystical Elf", position="defense")
        duel = table.build()
        s = Script(duel)
        s.pick("activate", EQ, player=0)
        _pass_all(s)
        positions = [r.card(duel).position for r in (ox, guardian, skull, elf)]
        assert positions == ["defense", "set", "defense", "defense"], rules
        assert grave(duel, 0) == [EQ]


def test_earthquake_not_without_a_face_up_attack_position_monster():
    """Q: every monster on the field is in Defense Position (one face-up, one Set). May I activate
    Earthquake? A: no."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, EQ)
    table.monster(0, "Mystical Elf", position="defense")
    table.monster(1, "Celtic Guardian", position="set")
    duel = table.build()
    assert not Script(duel).has("activate", EQ)


def test_earthquake_changes_a_monster_summoned_this_turn_which_then_cannot_attack():
    """Q: I Normal Summon Battle Ox, then activate Earthquake, then enter the Battle Phase. A: Battle
    Ox was changed to Defense Position though it was summoned this turn; in Defense Position it
    has no attack to declare."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Battle Ox", EQ)
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox")
    _pass_all(s)
    s.pick("activate", EQ, player=0)
    _pass_all(s)
    assert [c.position for c in duel.monsters(0)] == ["defense"]
    assert [c.position for c in duel.monsters(1)] == ["defense"]
    s.pick("battle", request="idle")
    _pass_all(s)
    assert duel.request.kind == "battle" and not s.has("attack", "Battle Ox")
