"""Ancient Gear Golem (83104731): it cannot be Special Summoned (a Normal Summon with 2 Tributes,
Level 8); it inflicts piercing battle damage; if it attacks, its controller's opponent cannot
activate Spell or Trap Cards until the end of the Damage Step.

Sources: the card's texts in our words (the 2005-era TCG text, CRV: "cannot be Special Summoned",
the difference between its ATK and a Defense Position monster's DEF dealt as battle damage, and
the same lock -- one meaning, no ERAS entry); yugioh-wiki.net 《古代の機械巨人》 (a continuous
effect from the attack declaration: Mirror Force, Sakuretsu Armor, Negate Attack and the like
cannot answer its attack, nor Rush Recklessly-like Quick-Plays in the Damage Step; the lock is one
sided -- its controller may activate theirs -- and does nothing outside its attack); Skill
Drain's text (the effects of face-up monsters on the field are negated); seed 000 §特殊召喚
(a monster that "cannot be Special Summoned" is no legal target for a revival)."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table

GOLEM = "Ancient Gear Golem"


def _attack_table(rules="GOAT", target="Battle Ox", position="attack"):
    table = Table(rules=rules, turn=3, turn_player=0, phase="battle_step")
    table.monster(0, GOLEM)
    table.monster(1, target, position=position)
    table.spell_trap(1, "Mirror Force")
    table.spell_trap(1, "Sakuretsu Armor")
    table.spell_trap(1, "Rush Recklessly")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    return table


def _run_battle(s, opponent_offers):
    """Pass every window to the end of the attack, noting what the opponent was offered."""
    duel = s.duel
    while duel.request is not None and duel.request.kind == "chain":
        if duel.request.player == 1:
            opponent_offers.extend(o.name for o in duel.request.options if o.kind == "activate")
        s.pick("pass")


def test_ancient_gear_golem_attack_meets_no_spell_or_trap():
    """Q: my Ancient Gear Golem attacks my opponent's Battle Ox; they have a Set Mirror Force,
    Sakuretsu Armor and Rush Recklessly (Set on an earlier turn). May they answer the attack, or
    use Rush Recklessly in the Damage Step? A: no, never until the end of the Damage Step: Battle
    Ox is destroyed, they take 1300, their three cards stay Set."""
    duel = _attack_table().build()
    s = Script(duel)
    s.pick("attack", GOLEM, target="Battle Ox", request="battle")
    offered = []
    _run_battle(s, offered)
    assert offered == []
    assert grave(duel, 1) == ["Battle Ox"] and lp(duel) == (8000, 8000 - 1300)
    assert [c.name for c in duel.players[1].szone if c] == ["Mirror Force", "Sakuretsu Armor", "Rush Recklessly"]
    assert field_monsters(duel, 0) == [GOLEM]


def test_ancient_gear_golem_pierces_a_defense_position_monster():
    """Q: (today's rules) my Ancient Gear Golem attacks my opponent's face-up Defense Position Giant
    Soldier of Stone (DEF 2000). A: the Soldier is destroyed and my opponent takes 1000 (3000 -
    2000): piercing; their Set cards could not answer."""
    duel = _attack_table(rules=None, target="Giant Soldier of Stone", position="defense").build()
    s = Script(duel)
    s.pick("attack", GOLEM, target="Giant Soldier of Stone", request="battle")
    offered = []
    _run_battle(s, offered)
    assert offered == []
    assert grave(duel, 1) == ["Giant Soldier of Stone"] and lp(duel) == (8000, 8000 - 1000)


def test_ancient_gear_golem_lock_spares_its_controller():
    """Q: my Ancient Gear Golem attacks Battle Ox; may I, its controller, activate my own Set Rush
    Recklessly (Set on an earlier turn) in the Damage Step? A: yes: the lock reaches only my
    opponent; Golem attacks with 3700 and my opponent takes 2000."""
    table = _attack_table()
    table.spell_trap(0, "Rush Recklessly")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", GOLEM, target="Battle Ox", request="battle")
    used = False
    while duel.request.kind in ("chain", "target"):
        if duel.request.kind == "target":
            s.pick("target", GOLEM)
        elif duel.request.player == 0 and not used and duel.damage_sub is not None and \
                s.has("activate", "Rush Recklessly"):
            s.pick("activate", "Rush Recklessly")
            used = True
        else:
            assert duel.request.player == 0 or not s.has("activate")
            s.pick("pass")
    assert used
    assert grave(duel, 1) == ["Battle Ox"] and lp(duel) == (8000, 8000 - 2000)
    assert grave(duel, 0) == ["Rush Recklessly"]


def test_ancient_gear_golem_locks_nothing_when_it_does_not_attack():
    """Q: I Tribute Summon Ancient Gear Golem (2 Tributes) in Main Phase 1; may my opponent answer
    its Summon with Torrential Tribute? A: yes: the lock holds only while it attacks: Torrential
    Tribute destroys it (its Tributes were already in my GY)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, GOLEM)
    table.monster(0, "Battle Ox")
    table.monster(0, "Celtic Guardian")
    table.spell_trap(1, "Torrential Tribute")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", GOLEM, request="idle")
    s.pick("tribute", "Battle Ox")
    if duel.request.kind == "tribute":
        s.pick("tribute", "Celtic Guardian")
    while duel.request.kind == "chain" and duel.request.player == 0:
        s.pick("pass")
    s.pick("activate", "Torrential Tribute", player=1, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert sorted(grave(duel, 0)) == ["Ancient Gear Golem", "Battle Ox", "Celtic Guardian"]


def test_ancient_gear_golem_cannot_be_special_summoned():
    """Q: Ancient Gear Golem and Battle Ox are in my GY; I activate Monster Reborn: may I target
    the Golem? A: no: it cannot be Special Summoned; Battle Ox is the only target."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Monster Reborn")
    table.grave(0, GOLEM, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn", request="idle")
    s.expect("target", player=0)
    assert [o.name for o in duel.request.options] == ["Battle Ox"]


def test_ancient_gear_golem_under_skill_drain_meets_sakuretsu_armor():
    """Q: my opponent's Skill Drain is face-up; my Ancient Gear Golem attacks their Battle Ox: may
    they activate Sakuretsu Armor? A: yes: Skill Drain negates the Golem's effects on the field,
    the lock with them; the Golem is destroyed, no battle."""
    table = _attack_table()
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", GOLEM, target="Battle Ox", request="battle")
    while duel.request.player == 0:
        s.pick("pass", request="chain")
    s.pick("activate", "Sakuretsu Armor", player=1, request="chain")
    while duel.request.kind in ("chain", "target"):
        if duel.request.kind == "target":
            s.pick("target", GOLEM)
        else:
            s.pick("pass")
    assert grave(duel, 0) == [GOLEM] and field_monsters(duel, 1) == ["Battle Ox"]
    assert lp(duel) == (8000, 8000)
