"""White Ninja (1571945): FLIP: target a Defense Position monster on the field (face-up or
face-down, either side) and destroy it.

Sources: the card's texts, read in our words: the 2005 TCG text ("FLIP: Destroy 1 Defense
Position monster on the field") and today's ("FLIP: Target 1 Defense Position monster on the
field; destroy that target"), the OCG text saying 選択 (it targets) in both: the same; seed 000
§效果分類 › 誘發效果 (a Flip effect flipped by an attack is activated after the damage
calculation, White Ninja then in face-up Defense Position itself); Skill Drain's text."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table


def _settle(s, duel):
    while duel.request.kind == "chain":
        s.pick("pass")


def test_white_ninja_destroys_a_set_monster():
    """Q: (both texts) I Flip Summon White Ninja; my opponent has a Set Mystical Elf and a
    face-up Attack Position Summoned Skull: A: only the Elf, in Defense Position, may be
    targeted; it is destroyed."""
    for rules in ("GOAT", "MR5"):
        table = Table(rules=rules, turn=3, turn_player=0)
        table.monster(0, "White Ninja", position="set")
        elf = table.monster(1, "Mystical Elf", position="set")
        table.monster(1, "Summoned Skull")
        duel = table.build()
        s = Script(duel)
        s.pick("flip_summon", "White Ninja", request="idle")
        _settle(s, duel)
        assert len(s.options("target")) == 1
        s.pick("target", elf, player=0)
        _settle(s, duel)
        assert grave(duel, 1) == ["Mystical Elf"] and field_monsters(duel, 1) == ["Summoned Skull"], rules


def test_white_ninja_no_defense_position_monster_nothing_happens():
    """Q: I Flip Summon White Ninja (now in Attack Position) and no monster on the field is in
    Defense Position: A: its effect has nothing to target: nothing is destroyed."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "White Ninja", position="set")
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "White Ninja", request="idle")
    _settle(s, duel)
    assert duel.request.kind == "idle" and grave(duel, 1) == [] and field_monsters(duel, 1) == ["Summoned Skull"]


def test_white_ninja_flipped_by_an_attack_may_destroy_a_defender():
    """Q: my opponent's Battle Ox (1700) attacks my Set White Ninja (DEF 800); my opponent also
    has a face-up Defense Position Mystical Elf: A: White Ninja is destroyed by battle (no
    damage to me); its Flip effect then destroys the Elf."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    ninja = table.monster(0, "White Ninja", position="set")
    table.monster(1, "Battle Ox")
    elf = table.monster(1, "Mystical Elf", position="defense")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=ninja, player=1)
    _settle(s, duel)
    s.pick("target", elf, player=0)
    _settle(s, duel)
    assert grave(duel, 0) == ["White Ninja"] and grave(duel, 1) == ["Mystical Elf"] and lp(duel) == (8000, 8000)


def test_white_ninja_under_skill_drain_destroys_nothing():
    """Q: with Skill Drain face-up I Flip Summon White Ninja: A: its Flip effect is negated: the
    Set Mystical Elf stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(1, "Skill Drain", face_down=False)
    table.monster(0, "White Ninja", position="set")
    elf = table.monster(1, "Mystical Elf", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "White Ninja", request="idle")
    while duel.request.kind in ("chain", "target"):
        if duel.request.kind == "target":
            s.pick("target", elf, player=0)
        else:
            s.pick("pass")
    assert grave(duel, 1) == [] and len(field_monsters(duel, 1)) == 1
