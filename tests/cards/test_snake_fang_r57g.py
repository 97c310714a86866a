"""Snake Fang (596051), Normal Trap: target a face-up monster; it loses 500 DEF until the end of the
turn.

Sources, in our words: the card's texts (MRL-050, 2002: "decrease the DEF of 1 face-up monster by
500 points until the end of this turn"; today's: "target 1 face-up monster on the field; it loses
500 DEF until the end of this turn": the same, no ERAS entry); seed 000 §對象 (only a face-up
monster is a legal target); seed 000 §陷阱卡 (not the turn it is Set); seed 004 §伤害步骤 and the
rule the engine keeps for cards that change ATK/DEF (usable in the Damage Step up to damage
calculation, as Shrink, Metalmorph: after a face-down defender has been flipped, before damage
calculation)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

SF = "Snake Fang"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_snake_fang_lowers_def_until_the_end_of_the_turn():
    """Q: in my turn 3 I target my opponent's face-up Defense Position Mystical Elf (2000 DEF). A: it has 1500 DEF until the end of
    the turn (ATK 800 unchanged); in turn 4 it has 2000 again."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, SF)
    elf = table.monster(1, "Mystical Elf", position="defense")
    table.deck(0, ["Battle Ox"])
    table.deck(1, ["Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", SF)
    _pass_all(duel, s)
    s.pick("target", elf)
    _pass_all(duel, s)
    assert duel.defense(elf.card(duel)) == 1500 and duel.atk(elf.card(duel)) == 800
    assert grave(duel, 0) == [SF]
    s.end_turn()
    while duel.turn == 3:
        s.pick("pass", player=duel.request.player)
    assert duel.turn == 4 and duel.defense(elf.card(duel)) == 2000


def test_snake_fang_needs_a_face_up_monster_and_not_the_turn_it_is_set():
    """Q: (1) only a Set Mystical Elf is on the field; (2) a face-up Battle Ox, but I Set Snake Fang
    this turn. A: neither time may it be activated."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, SF)
    table.monster(1, "Mystical Elf", position="set")
    duel = table.build()
    assert not Script(duel).has("activate", SF)

    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, SF, set_this_turn=True)
    table.monster(1, "Battle Ox")
    duel = table.build()
    assert not Script(duel).has("activate", SF)


def test_snake_fang_on_a_flipped_defender_before_damage_calculation():
    """Q: my Battle Ox (1700) attacks my opponent's Set Mystical Elf (2000 DEF). After the Elf is
    flipped face-up, before damage calculation, I activate Snake Fang on it. A: it defends with 1500
    DEF: it is destroyed, and nobody takes damage."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.spell_trap(0, SF)
    table.monster(0, "Battle Ox")
    elf = table.monster(1, "Mystical Elf", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=elf)
    while not elf.card(duel).face_up:
        s.pick("pass", player=duel.request.player, request="chain")
    assert duel.step == "damage"
    s.pick("activate", SF, player=0, request="chain")
    s.pick("target", elf)
    _pass_all(duel, s)
    assert grave(duel, 1) == ["Mystical Elf"]
    assert lp(duel) == (8000, 8000)


def test_snake_fang_target_turned_face_down_before_it_resolves():
    """Q: I activate Snake Fang on my opponent's face-up Mystical Elf (2000 DEF); they chain Book of
    Moon on the Elf. Later in the turn my Battle Ox (1700) attacks it. A: a face-down monster is no
    longer a legal target (seed 000 §對象: "face-up" is part of the target): Snake Fang resolves
    without effect, so the flipped Elf defends with its full 2000 DEF: it survives and I take 300
    (with the loss it would have been destroyed) (round 57u)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, SF)
    table.spell_trap(1, "Book of Moon")
    table.monster(0, "Battle Ox")
    elf = table.monster(1, "Mystical Elf", position="defense")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", SF)
    s.pick("target", elf)
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", elf, player=1)
    _pass_all(duel, s)
    assert elf.card(duel).position == "set" and grave(duel, 0) == [SF]
    s.pick("battle")
    _pass_all(duel, s)
    s.pick("attack", "Battle Ox", target=elf)
    _pass_all(duel, s)
    assert elf.card(duel).face_up and duel.defense(elf.card(duel)) == 2000
    assert grave(duel, 1) == ["Book of Moon"] and lp(duel) == (7700, 8000)
