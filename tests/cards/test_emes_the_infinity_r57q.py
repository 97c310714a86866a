"""Emes the Infinity (43580269): each time it destroys an opponent's monster by battle and sends it
to the GY, it gains 700 ATK.

Sources: the card's text in our words (one English text, DBT-EN001, reading as the OCG's: no ERAS
entry). A trigger at the end of the Damage Step (seed 004 §伤害步骤), the wording of Flame
Wingman's: the monster must reach the GY (Macro Cosmos banishing it: no gain). The gain is its
own, lasting while it stays on the field, and lost for good once its effects are negated
(docs/cards.md, Number 17: Leviathan Dragon's FAQ; our reading for this card). Destroyed itself in the same battle, it
gains nothing (it is no longer on the field: Flame Wingman's "destroys ... by battle" reading).
Skill Drain negates it."""

from duelist.testing.reads import banished, grave, lp
from duelist.testing.scenario import Script, Table

EMES = "Emes the Infinity"


def _pass_all(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_emes_the_infinity_gains_700_per_destruction():
    """Q: Emes (2500) attacks Battle Ox (1700). A: the Ox is destroyed (800 damage) and Emes becomes
    3200; it is still 3200 in the next turn."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    emes = table.monster(0, EMES)
    table.monster(1, "Battle Ox")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", EMES, target="Battle Ox", request="battle")
    _pass_all(s, duel)
    assert grave(duel, 1) == ["Battle Ox"] and lp(duel) == (8000, 7200)
    assert duel.atk(emes.card(duel)) == 3200
    s.end_turn()
    _pass_all(s, duel)
    assert duel.turn == 4 and duel.atk(emes.card(duel)) == 3200


def test_emes_the_infinity_when_attacked_too():
    """Q: my opponent's Battle Ox attacks my Emes (2500). A: the Ox is destroyed by battle with Emes,
    which need not be the attacker: Emes becomes 3200."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    emes = table.monster(0, EMES)
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=EMES, request="battle")
    _pass_all(s, duel)
    assert grave(duel, 1) == ["Battle Ox"] and duel.atk(emes.card(duel)) == 3200


def test_emes_the_infinity_gains_stack():
    """Q: Emes destroys a face-down Hitotsu-Me Giant, then, in a later turn, a Battle Ox. A: 2500 +
    700 + 700 = 3900."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    emes = table.monster(0, EMES)
    giant = table.monster(1, "Hitotsu-Me Giant", position="set")
    table.monster(1, "Battle Ox", position="defense")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", EMES, target=giant, request="battle")
    _pass_all(s, duel)
    assert duel.atk(emes.card(duel)) == 3200
    s.end_turn()
    _pass_all(s, duel)
    s.end_turn()                     # my opponent's turn 4 passes
    _pass_all(s, duel)
    assert duel.turn == 5
    s.pick("battle")
    _pass_all(s, duel)
    s.pick("attack", EMES, target="Battle Ox", request="battle")
    _pass_all(s, duel)
    assert grave(duel, 1) == ["Hitotsu-Me Giant", "Battle Ox"] and duel.atk(emes.card(duel)) == 3900


def test_emes_the_infinity_destroyed_in_the_same_battle_gains_nothing():
    """Q: Emes (2500) attacks Summoned Skull (2500): both are destroyed. A: Emes is in the GY: its
    effect gives nothing."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, EMES)
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", EMES, target="Summoned Skull", request="battle")
    _pass_all(s, duel)
    assert grave(duel, 0) == [EMES] and grave(duel, 1) == ["Summoned Skull"]
    assert all(e["type"] != "chain" for e in duel.log)


def test_emes_the_infinity_skill_drain_negates_it():
    """Q: my opponent's Skill Drain is face-up; Emes destroys their Battle Ox. A: no gain: 2500."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    emes = table.monster(0, EMES)
    table.monster(1, "Battle Ox")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", EMES, target="Battle Ox", request="battle")
    _pass_all(s, duel)
    assert grave(duel, 1) == ["Battle Ox"] and duel.atk(emes.card(duel)) == 2500


def test_emes_the_infinity_macro_cosmos_no_gain():
    """Q: Macro Cosmos is face-up; Emes destroys Battle Ox, which is banished instead. A: not sent to
    the GY: no gain."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    emes = table.monster(0, EMES)
    table.monster(1, "Battle Ox")
    table.spell_trap(1, "Macro Cosmos", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", EMES, target="Battle Ox", request="battle")
    _pass_all(s, duel)
    assert banished(duel, 1) == ["Battle Ox"] and duel.atk(emes.card(duel)) == 2500
