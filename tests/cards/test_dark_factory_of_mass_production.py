"""Dark Factory of Mass Production (90928333): a Normal Spell that targets 2 Normal Monsters in its
player's GY and adds them to the hand.

Sources: the card's text in our words (SOD 2004 "add 2 Normal Monsters from your Graveyard to your
hand"; today's "target 2 Normal Monsters in your GY": the OCG text always chose them as it was
activated, one meaning, no ERAS entry); yugioh-wiki.net 《闇の量産工場》 (2 Normal Monsters are needed:
it cannot be activated with only one; an Effect Monster is no target); Necrovalley's text (an effect
that would take a card out of a GY is negated: its activation is legal, its resolution does nothing);
seed 000 §對象 (the targets are chosen as it is activated)."""

from duelist.testing.reads import banished, grave, hand, of_type
from duelist.testing.scenario import Script, Table


def _table(*gy, setup=None):
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Dark Factory of Mass Production")
    table.grave(0, *gy)
    if setup is not None:
        setup(table)
    return table


def _settle(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def test_dark_factory_of_mass_production_adds_two_normal_monsters():
    """Q: my GY holds Battle Ox and Mystic Horseman (Normal Monsters) and Sangan (an Effect
    Monster). I activate Dark Factory of Mass Production. A: only the two Normal Monsters are
    offered; both go to my hand, Sangan stays."""
    duel = _table("Battle Ox", "Mystic Horseman", "Sangan").build()
    s = Script(duel)
    s.pick("activate", "Dark Factory of Mass Production", request="idle")
    offered = sorted(o.name for o in duel.request.options if o.kind == "target")
    assert offered == ["Battle Ox", "Mystic Horseman"]
    s.pick("target", "Battle Ox", player=0)
    s.pick("target", "Mystic Horseman", player=0)
    _settle(duel, s)
    assert sorted(hand(duel, 0)) == ["Battle Ox", "Mystic Horseman"]
    assert grave(duel, 0) == ["Sangan", "Dark Factory of Mass Production"]


def test_dark_factory_of_mass_production_needs_two_normal_monsters():
    """Q: my GY holds one Normal Monster (Battle Ox) and Sangan. May I activate Dark Factory of Mass
    Production? A: no: it needs 2 Normal Monsters to target."""
    duel = _table("Battle Ox", "Sangan").build()
    assert not Script(duel).has("activate", "Dark Factory of Mass Production")


def test_dark_factory_of_mass_production_does_not_reach_the_opponents_gy():
    """Q: my GY holds Battle Ox, my opponent's Mystic Horseman. May I activate it? A: no: only my own
    GY is searched."""
    duel = _table("Battle Ox", setup=lambda t: t.grave(1, "Mystic Horseman")).build()
    assert not Script(duel).has("activate", "Dark Factory of Mass Production")


def test_dark_factory_of_mass_production_under_necrovalley_is_negated():
    """Q: my opponent controls Necrovalley; I activate Dark Factory targeting Battle Ox and Mystic
    Horseman. A: the activation is legal, but its effect is negated as it resolves: both stay in my
    GY and the log records the negation."""
    duel = _table("Battle Ox", "Mystic Horseman",
                  setup=lambda t: t.field_spell(1, "Necrovalley")).build()
    s = Script(duel)
    s.pick("activate", "Dark Factory of Mass Production", request="idle")
    s.pick("target", "Battle Ox", player=0)
    s.pick("target", "Mystic Horseman", player=0)
    _settle(duel, s)
    assert hand(duel, 0) == []
    assert grave(duel, 0) == ["Battle Ox", "Mystic Horseman", "Dark Factory of Mass Production"]
    assert of_type(duel, "negated")


def test_dark_factory_of_mass_production_one_target_banished_in_chain_returns_the_other():
    """Q: I activate Dark Factory targeting Battle Ox and Mystic Horseman; my opponent chains
    Disappear and banishes Battle Ox. A: the remaining target, Mystic Horseman, is still added to my
    hand (yugioh-wiki.net 《闇の量産工場》 FAQ: with one of the two banished by a chained D.D. Crow, the
    one left is added)."""
    duel = _table("Battle Ox", "Mystic Horseman",
                  setup=lambda t: t.spell_trap(1, "Disappear")).build()
    s = Script(duel)
    s.pick("activate", "Dark Factory of Mass Production", request="idle")
    s.pick("target", "Battle Ox", player=0)
    s.pick("target", "Mystic Horseman", player=0)
    s.pick("activate", "Disappear", player=1, request="chain")
    s.pick("target", "Battle Ox", player=1)
    _settle(duel, s)
    assert hand(duel, 0) == ["Mystic Horseman"]
    assert banished(duel, 0) == ["Battle Ox"]
    assert grave(duel, 0) == ["Dark Factory of Mass Production"]
