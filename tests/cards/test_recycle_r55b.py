"""Recycle (96316857): a Continuous Spell whose effect its player may use once per turn in their own
Standby Phase: pay 300 LP (a cost), target 1 card in their GY that is not a monster, and put it on
the bottom of their Deck.

Sources: yugioh-wiki.net 《リサイクル》 (the OCG text: in your own Standby Phase, pay 300 LP, choose
a non-monster card in your GY, return it to the bottom of the Deck); the IOC 2005 English text and
today's say the same, today's "once per turn" made explicit (no ERAS entry); Necrovalley's text (an
effect that targets a card in a GY is negated as it resolves; a cost stays paid); seed 000 §永續魔法,
§效果分類 (the LP are a cost)."""

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table

CARD = "Recycle"


def _settle(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def _table(phase="standby", setup=None):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase=phase)
    table.spell_trap(0, CARD, face_down=False)
    table.grave(0, "Pot of Greed", "Battle Ox")
    table.deck(0, ["Celtic Guardian", "Mystical Elf"])
    if setup is not None:
        setup(table)
    return table


def _bottom(duel, player):
    return duel.players[player].deck[0].name


def test_recycle_returns_a_spell_to_the_bottom_of_the_deck():
    """Q: in my Standby Phase I use Recycle; my GY holds Pot of Greed and Battle Ox. A: only Pot of
    Greed may be targeted; I pay 300 LP and it goes to the bottom of my Deck."""
    duel = _table().build()
    s = Script(duel)
    assert duel.phase == "standby" and duel.request.player == 0
    s.pick("activate", CARD, player=0)
    if duel.request.kind == "target":
        assert [o.name for o in duel.request.options if o.kind == "target"] == ["Pot of Greed"]
        s.pick("target", "Pot of Greed", player=0)
    _settle(duel, s)
    assert lp(duel) == (7700, 8000)
    assert grave(duel, 0) == ["Battle Ox"]
    assert _bottom(duel, 0) == "Pot of Greed" and len(duel.players[0].deck) == 3


def test_recycle_destroyed_in_answer_returns_nothing():
    """Q: I use Recycle on Pot of Greed; my opponent chains Mystical Space Typhoon on Recycle. A:
    the 300 LP stay paid (a cost), but a Continuous Spell's effect needs its card on the field as
    it resolves (seed 000 §永續魔法): Pot of Greed stays in my GY."""
    duel = _table(setup=lambda t: t.spell_trap(1, "Mystical Space Typhoon")).build()
    s = Script(duel)
    s.pick("activate", CARD, player=0)
    if duel.request.kind == "target":
        s.pick("target", "Pot of Greed", player=0)
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    if duel.request.kind == "target":
        s.pick("target", CARD, player=1)
    _settle(duel, s)
    assert lp(duel) == (7700, 8000)
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Pot of Greed", CARD]
    assert len(duel.players[0].deck) == 2


def test_recycle_not_in_the_main_phase():
    """Q: may I use Recycle in my Main Phase? A: no: only in my own Standby Phase."""
    duel = _table(phase="main1").build()
    assert duel.phase == "main1" and not Script(duel).has("activate", CARD)


def test_recycle_needs_a_card_that_is_not_a_monster():
    """Q: my GY holds only Battle Ox. May I use Recycle in my Standby Phase? A: no: a monster
    cannot be its target."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="standby")
    table.spell_trap(0, CARD, face_down=False)
    table.grave(0, "Battle Ox")
    table.deck(0, ["Celtic Guardian"])
    duel = table.build()
    assert not Script(duel).has("activate", CARD)
    assert lp(duel) == (8000, 8000)


def test_recycle_under_necrovalley_pays_and_returns_nothing():
    """Q: my opponent controls Necrovalley. I use Recycle on Pot of Greed in my Standby Phase. A:
    the 300 LP are paid (a cost) but the effect is negated: Pot of Greed stays in my GY."""
    duel = _table(setup=lambda t: t.field_spell(1, "Necrovalley")).build()
    s = Script(duel)
    s.pick("activate", CARD, player=0)
    if duel.request.kind == "target":
        s.pick("target", "Pot of Greed", player=0)
    _settle(duel, s)
    assert lp(duel) == (7700, 8000)
    assert grave(duel, 0) == ["Pot of Greed", "Battle Ox"] and len(duel.players[0].deck) == 2
    assert of_type(duel, "negated")
