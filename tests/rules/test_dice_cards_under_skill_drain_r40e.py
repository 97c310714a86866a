"""The dice cards beside Skill Drain (the MR5 preset; Skill Drain's rulings are the same under
GOAT).

Seed 000 §效果分類 (其他效果: "在場上适用的其他效果基本上都能被「技能抽取」無效": Skill Drain negates
the effects of face-up monsters on the field; it does not touch a Spell or a Trap, nor what
such a card does to a monster); seed 004 §一 必要的场合要用到的
东西 (the die). Sources: yugipedia "Card Rulings:Skill Drain" (only the effects of face-up
monsters on the field are negated; a Spell or Trap's ATK/DEF change still applies to a monster
under Skill Drain; a FLIP effect is negated, and the roll of a monster's own die goes with it:
the Archfiends' ruling), the Graceful Dice / Skull Dice / Dice Jar texts. Each test reads the
roll from the log, so it holds whatever the seed rolls."""

from duelist.testing.reads import lp, of_type
from duelist.testing.scenario import Script, Table


def _table():
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.spell_trap(1, "Skill Drain", face_down=False)
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    return table


def _stats(duel, player, name):
    (card,) = [c for c in duel.monsters(player) if c.name == name]
    return duel.atk(card), duel.defense(card)


def _roll(duel):
    (roll,) = of_type(duel, "die_roll")
    return roll["result"]


def test_graceful_dice_raises_a_monster_whose_effects_skill_drain_negates():
    """Q: under Skill Drain I activate Graceful Dice with Battle Ox (1700/1000) face-up. Does
    Battle Ox gain the roll? A: yes: Graceful Dice is a Spell; Skill Drain negates monster
    effects only, and the boost is no effect of Battle Ox."""
    table = _table()
    table.hand(0, "Graceful Dice")
    table.monster(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Graceful Dice", request="idle")
    while duel.request.kind != "idle":
        s.pick("pass")
    roll = _roll(duel)
    assert _stats(duel, 0, "Battle Ox") == (1700 + 100 * roll, 1000 + 100 * roll)


def test_skull_dice_weakens_monsters_whose_effects_skill_drain_negates():
    """Q: my opponent controls Skill Drain and Jinzo (2400/1500); I activate Skull Dice. A:
    Jinzo loses 100 ATK and DEF per pip: a Trap's change to a monster applies under Skill
    Drain (which also means Jinzo does not stop my Trap here)."""
    table = _table()
    table.spell_trap(0, "Skull Dice")
    table.monster(1, "Jinzo")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Skull Dice", request="idle")
    while duel.request.kind != "idle":
        s.pick("pass")
    roll = _roll(duel)
    assert _stats(duel, 1, "Jinzo") == (2400 - 100 * roll, 1500 - 100 * roll)


def test_dice_jar_flipped_under_skill_drain_rolls_no_die_and_deals_no_damage():
    """Q: I Flip Summon Dice Jar while my opponent's Skill Drain is face-up. A: its FLIP effect
    is negated on the field: no die is rolled and nobody takes damage."""
    table = _table()
    table.monster(0, "Dice Jar", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Dice Jar")
    for _ in range(6):
        if duel.request.kind == "idle":
            break
        s.pick("pass")
    s.expect(request="idle", player=0)
    assert of_type(duel, "die_roll") == [] and lp(duel) == (8000, 8000)
