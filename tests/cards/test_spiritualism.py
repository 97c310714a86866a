"""Spiritualism (15866454), Normal Spell: target 1 Spell/Trap your opponent controls and return
it to the hand; this card's activation and effect cannot be negated.

Rulings relied on:
- yugioh-wiki.net 《ポルターガイスト》: it is not negated by Magic Jammer, Solemn Judgment (神の宣告)
  and the like, and it breaks locks built on continuous negation (Horus LV8; Imperial Order
  decks); what stops its activation altogether (Prohibition, Spell Canceller) is no negation and
  still stops it; if the opponent chains the targeted Spell/Trap itself, that card is gone when
  Spiritualism resolves and nothing returns.
- Pojo's Card of the Day of 2003-03-28 (its 2005 text, LON-094: "cannot be negated by any other
  card"); Duel Links' rulings page (gamea): "not negated even by Counter Traps such as Magic
  Jammer". The 2005 text and today's do the same (no ERAS entry); tested under both presets.
- Read of the rule this engine applies (round 57a, `Effect.cannot_negate`): a negating answer may
  still be activated and its cost is paid, but its negation (and the destruction that goes with
  "negate and destroy") does not apply."""

import pytest

from duelist.engine import state as S
from duelist.testing.reads import grave, hand, lp, of_type
from duelist.testing.scenario import Script, Table


def _spiritualism_at(rules="MR5", answer=None, answer_hand=()):
    table = Table(rules=rules, turn=3, turn_player=0, phase="main1")
    table.hand(0, "Spiritualism")
    mirror = table.spell_trap(1, "Mirror Force")
    if answer:
        table.spell_trap(1, answer)
    if answer_hand:
        table.hand(1, *answer_hand)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Spiritualism", player=0)
    s.pick("target", mirror)
    return duel, s, mirror


def test_spiritualism_returns_a_set_trap_to_the_hand():
    """Q: I activate Spiritualism targeting my opponent's Set Mirror Force; they do not answer.
    A: Mirror Force goes back to my opponent's hand; Spiritualism goes to my GY."""
    duel, s, mirror = _spiritualism_at()
    assert mirror.card(duel).location == S.HAND and mirror.card(duel).owner == 1
    assert hand(duel, 1) == ["Mirror Force"] and grave(duel, 0) == ["Spiritualism"]


def test_spiritualism_targets_only_the_opponents_spells_and_traps():
    """Q: may Spiritualism target my own Set card or a monster, or be activated while my opponent
    controls no Spell/Trap? A: no: only a Spell/Trap my opponent controls; with none there, the
    Main Phase menu offers no activation of it."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Spiritualism")
    table.spell_trap(0, "Mirror Force")
    table.monster(1, "Battle Ox")
    duel = table.build()
    assert not Script(duel).has("activate", "Spiritualism")
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Spiritualism")
    table.spell_trap(0, "Mirror Force")
    table.monster(1, "Battle Ox")
    theirs = table.spell_trap(1, "Waboku")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Spiritualism", player=0)
    assert [o.card for o in duel.request.options if o.kind == "target"] == [theirs.uid(duel)]


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_spiritualism_is_not_negated_by_magic_jammer(rules):
    """Q: my opponent chains Magic Jammer (discarding Battle Ox) to my Spiritualism. A: the Jammer's
    cost is paid, but Spiritualism is neither negated nor destroyed: it resolves and Mirror Force
    returns to the hand; both cards then go to the GY as usual (under both presets)."""
    duel, s, mirror = _spiritualism_at(rules, answer="Magic Jammer", answer_hand=["Battle Ox"])
    s.pick("activate", "Magic Jammer", player=1, request="chain")
    s.pick("select", "Battle Ox", player=1)
    assert of_type(duel, "negated") == []
    assert mirror.card(duel).location == S.HAND
    assert grave(duel, 0) == ["Spiritualism"]
    assert sorted(grave(duel, 1)) == ["Battle Ox", "Magic Jammer"]
    assert [e for e in of_type(duel, "destroyed") if e.get("name") == "Spiritualism"] == []


def test_spiritualism_is_not_negated_by_solemn_judgment():
    """Q: my opponent answers Spiritualism with Solemn Judgment, paying half their LP. A: the LP
    are paid (a cost), and Spiritualism still resolves: Mirror Force returns to the hand."""
    duel, s, mirror = _spiritualism_at(answer="Solemn Judgment")
    s.pick("activate", "Solemn Judgment", player=1, request="chain")
    assert lp(duel) == (8000, 4000)
    assert of_type(duel, "negated") == []
    assert mirror.card(duel).location == S.HAND and grave(duel, 0) == ["Spiritualism"]


def test_spiritualism_under_imperial_order_returns_it():
    """Q: my opponent's face-up Imperial Order negates all Spell effects on the field; I activate
    Spiritualism targeting Imperial Order. A: Spiritualism's effect cannot be negated: Imperial
    Order goes back to my opponent's hand (yugioh-wiki.net: it breaks such locks)."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Spiritualism")
    order = table.spell_trap(1, "Imperial Order", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Spiritualism", player=0)
    s.pick("target", order)
    assert order.card(duel).location == S.HAND
    assert of_type(duel, "negated") == []
    assert grave(duel, 0) == ["Spiritualism"]


def test_spiritualism_does_nothing_when_the_target_is_chained():
    """Q: my opponent answers Spiritualism by activating the targeted Waboku itself. A: Waboku
    resolves and goes to the GY; Spiritualism then finds no target and returns nothing."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Spiritualism")
    waboku = table.spell_trap(1, "Waboku")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Spiritualism", player=0)
    s.pick("target", waboku)
    s.pick("activate", "Waboku", player=1, request="chain")
    assert waboku.card(duel).location == S.GRAVE
    assert hand(duel, 1) == [] and grave(duel, 0) == ["Spiritualism"]


def test_spiritualism_against_horus_lv8():
    """Q: my opponent's Horus the Black Flame Dragon LV8 answers my Spiritualism with its quick
    effect (negate a Spell Card's activation and destroy it). A: the negation does not apply
    (yugioh-wiki.net 《ポルターガイスト》 names Horus LV8): Spiritualism resolves, Mirror Force
    returns to the hand and Spiritualism is not destroyed."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Spiritualism")
    mirror = table.spell_trap(1, "Mirror Force")
    table.monster(1, "Horus the Black Flame Dragon LV8", summon_kind="proc")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Spiritualism", player=0)
    s.pick("target", mirror)
    s.pick("activate", "Horus the Black Flame Dragon LV8", player=1, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert of_type(duel, "negated") == []
    assert mirror.card(duel).location == S.HAND
    assert grave(duel, 0) == ["Spiritualism"] and of_type(duel, "destroyed") == []


def test_spiritualism_under_spell_canceller_cannot_be_activated():
    """Q: my opponent controls Spell Canceller (Spell Cards cannot be activated). May I activate
    Spiritualism? A: no: that is no negation but a ban on activating, which "cannot be negated"
    does not lift (yugioh-wiki.net 《ポルターガイスト》: powerless against Spell Canceller)."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Spiritualism")
    table.spell_trap(1, "Mirror Force")
    table.monster(1, "Spell Canceller")
    duel = table.build()
    assert not Script(duel).has("activate", "Spiritualism")
