"""Guardian Kay'est (9633505): summoned only with its face-up "Rod of Silence - Kay'est";
unaffected by Spell effects; the opponent's monsters cannot target it for an attack.

Sources, read in our words: yugioh-wiki.net 《ガーディアン・ケースト》 (the OCG text: Normal, Flip and
Special Summon only while the Rod is on your field; a Set is allowed, its Flip Summon is not; it
does not receive Spell effects, 《月の書》 and 《地砕き》 do nothing to it; it "is not made an attack
target" like 《伝説のフィッシャーマン》, so when it is its player's only monster the opponent
attacks directly; FAQ: face-down, it can be attacked). The engine's unaffected rule (docs/cards.md
`unaffected_by`, Horus the Black Flame Dragon LV6: it may be targeted and an Equip Spell equipped,
nothing applies to it, the Rod's DEF gain included: our reading). Skill Drain negates both
effects. The 2005 TCG print (DCR): a Normal Summon or Set only with the Rod (as Guardian Grarl's
tests); the effects do the same."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

KAYEST = "Guardian Kay'est"
ROD = "Rod of Silence - Kay'est"


def _pass_all(s):
    duel = s.duel
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _attack_table(position="attack", others=("Mystical Elf",), drain=False):
    table = Table(turn=4, turn_player=1, phase="battle_step")
    kayest = table.monster(0, KAYEST, position=position)
    for name in others:
        table.monster(0, name)
    table.monster(1, "Battle Ox")
    if drain:
        table.spell_trap(1, "Skill Drain", face_down=False)
    return table, kayest


def test_guardian_kayest_cannot_be_attacked():
    """Q: I control face-up Kay'est and Mystical Elf; my opponent's Battle Ox attacks. A: only
    the Elf may be chosen as the attack target."""
    table, kayest = _attack_table()
    duel = table.build()
    s = Script(duel)
    assert not s.has("attack", "Battle Ox", target=kayest)
    assert s.has("attack", "Battle Ox", target="Mystical Elf")
    assert not s.has("attack", "Battle Ox", target="player")


def test_guardian_kayest_face_down_can_be_attacked():
    """Q: my Kay'est is Set. A: face-down its effect does not apply: Battle Ox may attack it."""
    table, kayest = _attack_table(position="set")
    s = Script(table.build())
    assert s.has("attack", "Battle Ox", target=kayest)


def test_guardian_kayest_attackable_under_skill_drain():
    """Q: my opponent's Skill Drain is face-up. A: Kay'est's effects are negated: it can be
    attacked."""
    table, kayest = _attack_table(drain=True)
    s = Script(table.build())
    assert s.has("attack", "Battle Ox", target=kayest)


def test_guardian_kayest_alone_the_opponent_attacks_directly():
    """Q: Kay'est, face-up, is my only monster; my opponent's Battle Ox may attack. A: it cannot
    attack Kay'est, so it attacks me directly."""
    table, kayest = _attack_table(others=())
    duel = table.build()
    s = Script(duel)
    assert not s.has("attack", "Battle Ox", target=kayest)
    s.pick("attack", "Battle Ox", target="player")
    assert duel.players[0].lp == 8000 - 1700


def test_guardian_kayest_survives_dark_hole():
    """Q: my opponent's Dark Hole resolves while I control Kay'est and Mystical Elf. A: Spell
    effects do not apply to Kay'est: only the Elf (and the opponent's Battle Ox) are destroyed."""
    table = Table(turn=4, turn_player=1)
    table.monster(0, KAYEST)
    table.monster(0, "Mystical Elf")
    table.monster(1, "Battle Ox")
    table.hand(1, "Dark Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", player=1)
    _pass_all(s)
    assert field_monsters(duel, 0) == [KAYEST]
    assert grave(duel, 0) == ["Mystical Elf"] and grave(duel, 1) == ["Battle Ox", "Dark Hole"]


def test_guardian_kayest_book_of_moon_does_nothing():
    """Q: my opponent targets Kay'est with Book of Moon. A: it may be targeted, but the Spell's
    effect does not apply: Kay'est stays face-up in Attack Position."""
    table = Table(turn=4, turn_player=1)
    kayest = table.monster(0, KAYEST)
    table.hand(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Moon", player=1)
    s.pick("target", KAYEST, player=1)
    _pass_all(s)
    assert kayest.card(duel).position == "attack"
    assert grave(duel, 1) == ["Book of Moon"]


def test_guardian_kayest_rod_gives_it_nothing():
    """Q: my Rod of Silence - Kay'est is equipped to Kay'est. A: the Rod stays equipped, but its
    DEF gain is a Spell effect, which does not apply: Kay'est keeps 1800 DEF."""
    table = Table(turn=3, turn_player=0)
    kayest = table.monster(0, KAYEST, position="defense")
    table.spell_trap(0, ROD, face_down=False, equipped_to=kayest)
    duel = table.build()
    rod = [c for c in duel.players[0].szone if c is not None][0]
    assert duel.equipped_to(rod) is kayest.card(duel)
    assert duel.defense(kayest.card(duel)) == 1800


def test_guardian_kayest_summon_rule_by_era():
    """Q: Kay'est in my hand, no Rod; another Kay'est Set on an earlier turn. A: (both) no Normal
    Summon; a Set under today's text; the Flip Summon only under the 2005 text (GOAT). With the
    Rod equipped to my Battle Ox, the Normal Summon is offered."""
    for rules, flip in (("MR5", False), ("GOAT", True)):
        table = Table(rules=rules, turn=3, turn_player=0)
        table.hand(0, KAYEST)
        table.monster(0, KAYEST, position="set")
        s = Script(table.build())
        assert not s.has("summon", KAYEST), rules
        assert s.has("flip_summon", KAYEST) == flip, rules
    table = Table(turn=3, turn_player=0)
    table.hand(0, KAYEST)
    ox = table.monster(0, "Battle Ox")
    table.spell_trap(0, ROD, face_down=False, equipped_to=ox)
    s = Script(table.build())
    assert s.has("summon", KAYEST) and s.has("set", KAYEST)


def test_guardian_kayest_snatch_steal_takes_nothing():
    """Q: my opponent activates Snatch Steal targeting my face-up Kay'est. A: (yugioh-wiki.net
    《ガーディアン・ケースト》: Spell effects such as 《強奪》 do not work on it) it may be
    targeted and the Spell is equipped to it, but control does not change: Kay'est stays mine."""
    table = Table(turn=4, turn_player=1)
    kayest = table.monster(0, KAYEST)
    table.hand(1, "Snatch Steal")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Snatch Steal", player=1)
    s.pick("target", KAYEST, player=1)
    _pass_all(s)
    card = kayest.card(duel)
    assert card.controller == 0 and field_monsters(duel, 0) == [KAYEST]
    steal = [c for c in duel.players[1].szone if c is not None][0]
    assert steal.name == "Snatch Steal" and duel.equipped_to(steal) is card
