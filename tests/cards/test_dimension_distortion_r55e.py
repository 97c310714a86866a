"""Dimension Distortion (95194279): a Normal Spell activated only while its player's GY holds no
card; it targets 1 of its player's banished monsters and Special Summons it.

Sources: the card's text (IOC 2005 "activate only when there are no cards in your Graveyard;
select 1 of your monsters removed from play and Special Summon it"; today's the same, in our
words); yugioh-wiki.net 《次元の歪み》: with Macro Cosmos the resolved card is banished too, so the GY
stays empty for another copy; a Fusion Monster banished without having been properly summoned
cannot be Special Summoned by it (seed 000 §具有蘇生限制的怪獸的特殊召喚).
"""

from duelist.testing.reads import banished, grave
from duelist.testing.scenario import Script, Table


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def names(duel, player):
    return [c.name for c in duel.monsters(player)]


def test_dimension_distortion_summons_a_banished_monster():
    """Q: my GY is empty and Summoned Skull is banished; I activate Dimension Distortion. A:
    Summoned Skull comes to my field in the position I pick; the Spell goes to my GY."""
    table = Table(rules="GOAT", turn=3)
    table.hand(0, "Dimension Distortion")
    table.banished(0, "Summoned Skull", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dimension Distortion")
    s.pick("target", "Summoned Skull", request="target")
    _finish(s)
    s.pick("option", "Defense Position", request="option")
    assert names(duel, 0) == ["Summoned Skull"] and duel.monsters(0)[0].position == "defense"
    assert banished(duel, 0) == [] and grave(duel, 0) == ["Dimension Distortion"]


def test_dimension_distortion_needs_an_empty_gy():
    """Q: my GY holds one card (Pot of Greed). A: Dimension Distortion cannot be activated."""
    table = Table(rules="GOAT", turn=3)
    table.hand(0, "Dimension Distortion")
    table.grave(0, "Pot of Greed")
    table.banished(0, "Summoned Skull", face_down=False)
    duel = table.build()
    assert not Script(duel).has("activate", "Dimension Distortion")


def test_dimension_distortion_only_my_own_banished_monsters():
    """Q: my GY is empty; only my opponent has a banished monster (Dark Magician) and I have a
    banished Spell. A: there is nothing of mine to summon: it cannot be activated."""
    table = Table(rules="GOAT", turn=3)
    table.hand(0, "Dimension Distortion")
    table.banished(1, "Dark Magician", face_down=False)
    table.banished(0, "Pot of Greed", face_down=False)
    duel = table.build()
    assert not Script(duel).has("activate", "Dimension Distortion")


def test_dimension_distortion_under_macro_cosmos_twice():
    """Q: my Macro Cosmos is face-up; my GY is empty; Summoned Skull and Dark Magician are banished;
    I activate Dimension Distortion twice. A: the first is banished instead of going to the GY, so
    my GY stays empty and the second can be activated: both monsters come back."""
    table = Table(rules="GOAT", turn=3)
    table.spell_trap(0, "Macro Cosmos", face_down=False)
    table.hand(0, "Dimension Distortion", "Dimension Distortion")
    table.banished(0, "Summoned Skull", "Dark Magician", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dimension Distortion", first=True)
    s.pick("target", "Summoned Skull", request="target")
    _finish(s)
    s.pick("option", "Attack Position", request="option")
    assert grave(duel, 0) == [] and banished(duel, 0) == ["Dark Magician", "Dimension Distortion"]
    s.pick("activate", "Dimension Distortion")
    s.pick("target", "Dark Magician", request="target")
    _finish(s)
    s.pick("option", "Attack Position", request="option")
    assert sorted(names(duel, 0)) == ["Dark Magician", "Summoned Skull"]
    assert banished(duel, 0) == ["Dimension Distortion", "Dimension Distortion"]


def test_dimension_distortion_not_an_improperly_summoned_fusion():
    """Q: my GY is empty; my banished Rabid Horseman (a Fusion Monster) never was Fusion Summoned.
    A: it cannot be Special Summoned: Dimension Distortion has no target and cannot be activated;
    once it was properly Fusion Summoned before it was banished, it can."""
    for proper in (False, True):
        table = Table(rules="GOAT", turn=3)
        table.hand(0, "Dimension Distortion")
        horseman = table.banished(0, "Rabid Horseman", face_down=False)
        if proper:
            table.properly_summoned(horseman)
        duel = table.build()
        assert banished(duel, 0) == ["Rabid Horseman"]
        assert Script(duel).has("activate", "Dimension Distortion") is proper
