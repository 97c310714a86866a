"""Solemn Judgment's rulings as players ask them (the MR5 preset; its effect: when a monster
would be Summoned or a Spell or Trap Card is activated, its player pays half their LP to negate
that Summon or activation and destroy the card).

Seed 000 §怪獸的條件特殊召喚 (a Special Summon by a monster's own condition may be answered by a
card that negates a Special Summon), §特殊召喚 ("在進行因入連鎖的效果的處理而發生的特殊召喚時，如果不能
無效此入連鎖的效果，那麼之後的特殊召喚處理不能無效": a Special Summon made by an effect as it
resolves cannot be negated, only that effect's activation), §具有蘇生限制的怪獸的特殊召喚 (a
monster whose summon was negated was never properly summoned), §通常召喚 (a Set is no Summon:
"表側表示通常召喚稱作『召喚』"). Sources: Solemn Judgment's rulings (yugipedia "Card
Rulings:Solemn Judgment": it cannot negate a Set, nor a Special Summon made by an effect such as
Monster Reborn's; it can negate the Special Summon of a monster that summons itself by its own
procedure)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_solemn_judgment_cannot_negate_the_summon_monster_reborn_makes():
    """Q: my opponent's Monster Reborn resolves and revives Summoned Skull: may I Solemn the
    summon? A: no: a Special Summon made by a resolving effect cannot be negated (only Monster
    Reborn's activation could have been); no window for a summon negation opens."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Monster Reborn")
    table.grave(0, "Summoned Skull")
    table.spell_trap(1, "Solemn Judgment")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Summoned Skull")
    assert s.has("activate", "Solemn Judgment")          # the activation could be answered
    s.pick("pass", player=1, request="chain")
    if duel.request.kind == "option":
        s.pick("option", "Attack Position")
    s.expect(request="idle", player=0)
    assert field_monsters(duel, 0) == ["Summoned Skull"]
    assert duel.players[1].lp == 8000


def test_solemn_judgment_is_not_offered_against_a_set_monster():
    """Q: my opponent Sets a monster; may I Solemn it? A: no: a Set is not a Summon."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Mystical Elf")
    table.spell_trap(1, "Solemn Judgment")
    duel = table.build()
    s = Script(duel)
    s.pick("set", "Mystical Elf")
    s.expect(request="idle", player=0)
    assert [c.name for c in duel.monsters(0)] == ["Mystical Elf"]


def test_solemn_judgment_on_chimeratech_fortress_dragon_leaves_its_materials_used_and_no_revival():
    """Q: I send Cyber Dragon and my opponent's Machine to summon Chimeratech Fortress Dragon by
    its procedure; my opponent Solemns it. What happens, and may I Monster Reborn it later?
    A: the summon is negated and it is destroyed; the materials stay in the GYs (they were sent
    to summon it). It never was properly summoned, so Monster Reborn cannot revive it."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Cyber Dragon")
    table.monster(1, "Mechanicalchaser")
    table.extra(0, "Chimeratech Fortress Dragon")
    table.hand(0, "Monster Reborn")
    table.spell_trap(1, "Solemn Judgment")
    duel = table.build()
    s = Script(duel)
    s.pick("special_summon", "Chimeratech Fortress Dragon")   # its only materials: no choice
    s.pick("option", "Attack Position", request="option")
    s.pick("activate", "Solemn Judgment", player=1, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == []
    assert sorted(grave(duel, 0)) == ["Chimeratech Fortress Dragon", "Cyber Dragon"]
    assert grave(duel, 1) == ["Mechanicalchaser", "Solemn Judgment"]
    s.expect(request="idle", player=0)
    s.pick("activate", "Monster Reborn")
    offered = sorted(o.name for o in s.options("target"))
    assert offered == ["Cyber Dragon", "Mechanicalchaser"]      # not Chimeratech Fortress Dragon
