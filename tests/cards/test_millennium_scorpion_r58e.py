"""Millennium Scorpion (82482194): each time it destroys an opponent's monster by battle and sends it
to the GY, it gains 500 ATK.

Sources, in our words: the card's texts (TLM-EN009, 2004, and today's; no ERAS entry);
yugioh-wiki.net 《ミレニアム・スコーピオン》 (OCG: 戦闘によって破壊し墓地へ送る度に; a trigger effect).
A trigger at the end of the Damage Step (seed 004 §伤害步骤), as Emes the Infinity and Flame Wingman:
the monster must reach the GY (Macro Cosmos banishing it: no gain). The gain is its own and lasts
while it stays on the field (our reading, as Emes the Infinity's tests). Skill Drain negates it."""

from duelist.testing.reads import banished, grave, lp
from duelist.testing.scenario import Script, Table

MS = "Millennium Scorpion"


def _pass_all(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _table():
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    return table


def test_millennium_scorpion_gains_500_per_destruction_and_keeps_it():
    """Q: Millennium Scorpion (2000) attacks Battle Ox (1700). A: the Ox goes to the GY (300 damage)
    and the Scorpion becomes 2500; it is still 2500 in my opponent's turn."""
    table = _table()
    ms = table.monster(0, MS)
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", MS, target="Battle Ox", request="battle")
    _pass_all(s, duel)
    assert grave(duel, 1) == ["Battle Ox"] and lp(duel) == (8000, 7700)
    assert duel.atk(ms.card(duel)) == 2500
    s.end_turn()
    _pass_all(s, duel)
    assert duel.turn == 4 and duel.atk(ms.card(duel)) == 2500


def test_millennium_scorpion_nothing_when_the_monster_survives():
    """Q: Millennium Scorpion (2000) attacks a Defense Position Mystical Elf (2000 DEF). A: nothing
    is destroyed, no damage: it stays at 2000 ATK."""
    table = _table()
    ms = table.monster(0, MS)
    table.monster(1, "Mystical Elf", position="defense")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", MS, target="Mystical Elf", request="battle")
    _pass_all(s, duel)
    assert lp(duel) == (8000, 8000) and duel.atk(ms.card(duel)) == 2000


def test_millennium_scorpion_macro_cosmos_banishes_the_victim_no_gain():
    """Q: Macro Cosmos is face-up; Millennium Scorpion destroys Battle Ox by battle. A: the Ox is
    banished, not sent to the GY: the Scorpion stays at 2000."""
    table = _table()
    ms = table.monster(0, MS)
    table.monster(1, "Battle Ox")
    table.spell_trap(1, "Macro Cosmos", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", MS, target="Battle Ox", request="battle")
    _pass_all(s, duel)
    assert banished(duel, 1) == ["Battle Ox"] and duel.atk(ms.card(duel)) == 2000


def test_millennium_scorpion_skill_drain_no_gain():
    """Q: Skill Drain is face-up; Millennium Scorpion destroys Battle Ox. A: the Ox is in the GY but
    the Scorpion gains nothing (its effect is negated on the field)."""
    table = _table()
    ms = table.monster(0, MS)
    table.monster(1, "Battle Ox")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", MS, target="Battle Ox", request="battle")
    _pass_all(s, duel)
    assert grave(duel, 1) == ["Battle Ox"] and duel.atk(ms.card(duel)) == 2000
