"""D.D.R. - Different Dimension Reincarnation brings back banished monsters only (round 48a).

The card's text: discard a card, target one of your banished monsters, Special Summon it and
equip it with this card. Seed 000 §特殊召喚 (only a Monster Card can be Special Summoned to a
Monster Zone): a banished Spell or Trap is no monster and never a target."""

from duelist.testing.scenario import Script, Table


def test_ddr_is_not_offered_with_only_a_banished_spell_and_targets_only_the_monster():
    """Q: my only banished card is a face-up Monster Reborn: may I activate D.D.R.? A: no: it
    has no banished monster to target. Once a Battle Ox is banished beside it, D.D.R. may be
    activated, and Battle Ox is its only target."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "D.D.R. - Different Dimension Reincarnation", "Celtic Guardian")
    table.banished(0, "Monster Reborn", face_down=False)
    duel = table.build()
    assert not Script(duel).has("activate", "D.D.R. - Different Dimension Reincarnation")

    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "D.D.R. - Different Dimension Reincarnation", "Celtic Guardian")
    table.banished(0, "Monster Reborn", face_down=False)
    table.banished(0, "Battle Ox", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "D.D.R. - Different Dimension Reincarnation")
    if duel.request.kind == "select":
        s.pick("select", "Celtic Guardian")
    s.expect(request="target", player=0)
    assert [o.name for o in duel.request.options if o.kind == "target"] == ["Battle Ox"]


def test_ddr_is_not_offered_for_a_fusion_monster_never_fusion_summoned():
    """Q: my only banished monster is Flame Swordsman, banished from my Extra Deck without
    ever being Fusion Summoned: may I activate D.D.R. on it? A: no: a Fusion Monster that was
    never properly summoned cannot be Special Summoned by an effect (seed 000
    §具有蘇生限制的怪獸的特殊召喚), so D.D.R. has no target."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "D.D.R. - Different Dimension Reincarnation", "Celtic Guardian")
    table.banished(0, "Flame Swordsman", face_down=False)
    duel = table.build()
    assert not Script(duel).has("activate", "D.D.R. - Different Dimension Reincarnation")
