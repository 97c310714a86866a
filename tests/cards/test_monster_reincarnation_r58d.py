"""Monster Reincarnation (74848038), Normal Spell: discard 1 card (the cost), then add 1 targeted
monster from your GY to your hand.

Sources: the card's texts, 2005 (Rise of Destiny era: discard 1 card, add 1 monster from your GY
to your hand) and today's (yugioh-wiki.net 《死者転生》: a hand cost, then a monster of your GY as
the target), in our own words; no era entry. The cost is paid before the target is chosen, so
the monster just discarded may be the target, but a monster must already be in the GY for the
card to be activated (our reading, as A Feather of the Phoenix's ruling, yugioh-wiki.net
《鳳凰神の羽根》). Necrovalley's text: an effect that takes a card out of a GY is negated."""

from duelist.testing.reads import grave, hand, of_type
from duelist.testing.scenario import Script, Table

CARD = "Monster Reincarnation"


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def test_monster_reincarnation_adds_a_monster_from_the_gy():
    """Q: my GY holds Sangan and Pot of Greed; I discard Battle Ox. A: Sangan and the Battle Ox
    just discarded may be targeted (not the Spell); I take Sangan to my hand."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, CARD, "Battle Ox")
    table.grave(0, "Sangan", "Pot of Greed")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", CARD, player=0)
    s.pick("select", "Battle Ox", player=0)
    request = s.expect(request="target", player=0)
    assert sorted(o.name for o in request.options if o.kind == "target") == ["Battle Ox", "Sangan"]
    s.pick("target", "Sangan")
    _resolve(s)
    assert hand(duel, 0) == ["Sangan"]
    assert grave(duel, 0) == ["Pot of Greed", "Battle Ox", CARD]


def test_monster_reincarnation_may_take_back_the_discarded_monster():
    """Q: I discard Sangan and target that same Sangan. A: allowed (the cost came first): Sangan
    is back in my hand; my GY holds Witch of the Black Forest and Monster Reincarnation."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, CARD, "Sangan")
    table.grave(0, "Witch of the Black Forest")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", CARD, player=0)
    s.pick("select", "Sangan", player=0)
    s.pick("target", "Sangan", player=0)
    _resolve(s)
    assert hand(duel, 0) == ["Sangan"]
    assert grave(duel, 0) == ["Witch of the Black Forest", CARD]


def test_monster_reincarnation_needs_a_monster_in_the_gy_and_a_discard():
    """Q: (1) my GY holds only Pot of Greed and I hold Battle Ox; (2) my GY holds Sangan but
    Monster Reincarnation is my only hand card; (3) my opponent's GY holds a monster, mine none.
    A: none of the three may activate it (no monster of mine to take before the discard; no
    card to discard; only my own GY counts)."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, CARD, "Battle Ox")
    table.grave(0, "Pot of Greed")
    assert not Script(table.build()).has("activate", CARD)

    table = Table(turn=3, turn_player=0)
    table.hand(0, CARD)
    table.grave(0, "Sangan")
    assert not Script(table.build()).has("activate", CARD)

    table = Table(turn=3, turn_player=0)
    table.hand(0, CARD, "Battle Ox")
    table.grave(1, "Sangan")
    assert not Script(table.build()).has("activate", CARD)


def test_monster_reincarnation_under_necrovalley_is_negated():
    """Q: (Goat) my opponent's Necrovalley is face-up; I discard Battle Ox and target Sangan in
    my GY. A: the effect is negated as it resolves: Sangan stays in my GY, the discard is spent."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.field_spell(1, "Necrovalley")
    table.hand(0, CARD, "Battle Ox")
    table.grave(0, "Sangan")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", CARD, player=0)
    s.pick("select", "Battle Ox", player=0)
    s.pick("target", "Sangan", player=0)
    _resolve(s)
    assert hand(duel, 0) == []
    assert grave(duel, 0) == ["Sangan", "Battle Ox", CARD]
    assert of_type(duel, "negated")
