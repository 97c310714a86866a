"""Salvage (96947648): a Normal Spell that targets 2 WATER monsters with 1500 or less ATK in its
player's GY and adds them to the hand.

Sources: the card's text (IOC 2005 "add 2 Water monsters with an ATK of 1500 points or less from
your Graveyard to your hand" and today's "target 2 ...": the OCG text always chose them as it was
activated, so one meaning, no ERAS entry); yugioh-wiki.net 《サルベージ》 (2 monsters must be
chosen: it cannot be activated with only one); Necrovalley's text (an effect that would take a card
out of a GY is negated; Gravekeeper's Chief's controller's GY is not reached:
tests/cards/test_gravekeepers.py); seed 000 §對象 (the targets are chosen as it is activated)."""

from duelist.testing.reads import grave, hand, of_type
from duelist.testing.scenario import Script, Table


def _table(*gy, setup=None):
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Salvage")
    table.grave(0, *gy)
    if setup is not None:
        setup(table)
    return table


def _settle(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def _salvage(duel, *targets):
    s = Script(duel)
    s.pick("activate", "Salvage", request="idle")
    for name in targets:
        if duel.request.kind == "target":
            s.pick("target", name, player=0)
    _settle(duel, s)
    return s


def test_salvage_adds_two_water_monsters_to_the_hand():
    """Q: my GY holds Aqua Madoor (1200), Enchanting Mermaid (1200) and Spike Seadra (1600), all
    WATER. I activate Salvage. A: Madoor and Mermaid are the only legal targets and both go to my
    hand; Spike Seadra stays."""
    duel = _table("Aqua Madoor", "Enchanting Mermaid", "Spike Seadra").build()
    s = Script(duel)
    s.pick("activate", "Salvage", request="idle")
    offered = sorted(o.name for o in duel.request.options if o.kind == "target")
    assert offered == ["Aqua Madoor", "Enchanting Mermaid"]
    s.pick("target", "Aqua Madoor", player=0)
    s.pick("target", "Enchanting Mermaid", player=0)
    _settle(duel, s)
    assert sorted(hand(duel, 0)) == ["Aqua Madoor", "Enchanting Mermaid"]
    assert grave(duel, 0) == ["Spike Seadra", "Salvage"]


def test_salvage_needs_two_targets():
    """Q: my GY holds one WATER monster with 1500 or less ATK (Aqua Madoor), Spike Seadra (1600
    WATER) and Celtic Guardian (1400, EARTH). May I activate Salvage? A: no: it needs 2 legal
    targets."""
    duel = _table("Aqua Madoor", "Spike Seadra", "Celtic Guardian").build()
    assert not Script(duel).has("activate", "Salvage")


def test_salvage_does_not_reach_the_opponents_gy():
    """Q: my GY holds Aqua Madoor, my opponent's Enchanting Mermaid. May I activate Salvage? A:
    no: only my own GY is searched."""
    duel = _table("Aqua Madoor", setup=lambda t: t.grave(1, "Enchanting Mermaid")).build()
    assert not Script(duel).has("activate", "Salvage")


def test_salvage_under_necrovalley_is_negated():
    """Q: my opponent controls Necrovalley; I activate Salvage targeting Aqua Madoor and Enchanting
    Mermaid. A: it may be activated, but it is negated as it resolves: both stay in my GY."""
    duel = _table("Aqua Madoor", "Enchanting Mermaid",
                  setup=lambda t: t.field_spell(1, "Necrovalley")).build()
    _salvage(duel, "Aqua Madoor", "Enchanting Mermaid")
    assert hand(duel, 0) == []
    assert grave(duel, 0) == ["Aqua Madoor", "Enchanting Mermaid", "Salvage"]
    assert of_type(duel, "negated")


def test_salvage_under_necrovalley_beside_gravekeepers_chief_works():
    """Q: Necrovalley is on the field, and I control Gravekeeper's Chief. Does my Salvage work?
    A: yes: Chief keeps my GY out of Necrovalley's reach; both monsters come to my hand."""
    def setup(t):
        t.field_spell(1, "Necrovalley")
        t.monster(0, "Gravekeeper's Chief")
    duel = _table("Aqua Madoor", "Enchanting Mermaid", setup=setup).build()
    _salvage(duel, "Aqua Madoor", "Enchanting Mermaid")
    assert sorted(hand(duel, 0)) == ["Aqua Madoor", "Enchanting Mermaid"]
    assert grave(duel, 0) == ["Salvage"]
