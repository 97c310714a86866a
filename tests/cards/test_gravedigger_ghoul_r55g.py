"""Gravedigger Ghoul (82542267): a Normal Spell that targets 1 or 2 monsters in the opponent's GY
and banishes them.

Sources: the card's text (LOB 2002: "select up to 2 monsters in your opponent's Graveyard and
remove them from play"; today's the same with "target", in our words); yugioh-wiki.net
《墓掘りグール》: only Monster Cards of the opponent's GY, 1 or 2. Necrovalley: nothing in a GY
can be banished while it applies, so a card whose effect would banish from the GY cannot be
activated (ygorganization.com "Necrovalley" §2, tests/rules/test_banishing_from_a_gy_under_necrovalley_r40a.py).
Seed 000 §對象: a target that left the GY before resolution is not affected (a chained Monster
Reborn takes its target out)."""

from duelist.testing.reads import banished, grave
from duelist.testing.scenario import Script, Table


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_gravedigger_ghoul_banishes_two_monsters():
    """Q: my opponent's GY holds Sangan, Witch of the Black Forest and Pot of Greed; I activate
    Gravedigger Ghoul targeting Sangan and Witch. A: both are banished; Pot of Greed stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Gravedigger Ghoul")
    table.grave(1, "Sangan", "Witch of the Black Forest", "Pot of Greed")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Gravedigger Ghoul", player=0, request="idle")
    s.pick("target", "Sangan", player=0)
    s.pick("target", "Witch of the Black Forest", player=0)
    _finish(s)
    assert sorted(banished(duel, 1)) == ["Sangan", "Witch of the Black Forest"]
    assert grave(duel, 1) == ["Pot of Greed"] and grave(duel, 0) == ["Gravedigger Ghoul"]


def test_gravedigger_ghoul_one_target_is_enough():
    """Q: my opponent's GY holds a single monster, Sangan. A: it may be activated on that one."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Gravedigger Ghoul")
    table.grave(1, "Sangan")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Gravedigger Ghoul", player=0, request="idle")
    s.pick("target", "Sangan", player=0)
    if duel.request.kind == "target":
        s.pick("done", player=0)
    _finish(s)
    assert banished(duel, 1) == ["Sangan"]


def test_gravedigger_ghoul_not_on_my_own_gy_nor_without_a_monster_there():
    """Q: only my own GY holds monsters; my opponent's holds only Pot of Greed. May I activate
    Gravedigger Ghoul? A: no: it targets monsters in the opponent's GY only."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Gravedigger Ghoul")
    table.grave(0, "Sangan")
    table.grave(1, "Pot of Greed")
    duel = table.build()
    assert not Script(duel).has("activate", "Gravedigger Ghoul")


def test_gravedigger_ghoul_cannot_be_activated_under_necrovalley():
    """Q: Necrovalley is face-up (either player's); Sangan is in my opponent's GY. A: nothing in a
    GY can be banished: Gravedigger Ghoul cannot be activated."""
    for owner in (0, 1):
        table = Table(rules="GOAT", turn=3, turn_player=0)
        table.hand(0, "Gravedigger Ghoul")
        table.field_spell(owner, "Necrovalley")
        table.grave(1, "Sangan")
        duel = table.build()
        assert not Script(duel).has("activate", "Gravedigger Ghoul")


def test_gravedigger_ghoul_target_revived_in_answer():
    """Q: I target Jinzo and Sangan in my opponent's GY; they chain Call of the Haunted on Jinzo.
    A: Jinzo has left the GY and is not banished; Sangan is."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Gravedigger Ghoul")
    table.grave(1, "Jinzo", "Sangan")
    table.spell_trap(1, "Call of the Haunted")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Gravedigger Ghoul", player=0, request="idle")
    s.pick("target", "Jinzo", player=0)
    s.pick("target", "Sangan", player=0)
    s.pick("activate", "Call of the Haunted", player=1, request="chain")
    s.pick("target", "Jinzo", player=1)
    _finish(s)
    assert banished(duel, 1) == ["Sangan"]
    assert [c.name for c in duel.monsters(1)] == ["Jinzo"]
