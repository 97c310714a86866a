"""Trigger collection's two indexes (docs/performance.md, round 6: `_mark_batch`) are what a
fresh look at the duel gives, at every decision of random duels on effect decks:

- the happening types the field's trigger effects listen to (`_field_roles()[6]`, kept
  until a card enters or leaves a zone), against the trigger types of every card now on
  the field (a batch none of whose types is among them collects no field card);
- the cards with a phase trigger that works off the field now in a GY or banished
  (`_phase_cards_off_field`, taken from the duel's list of such cards), against a walk of
  player 0's GY, their banished cards, player 1's GY and their banished cards, in that
  order (the order their triggers are collected in).

An engine-internal check: the indexes and the walks are both private."""

from duelist.engine import state as S
from duelist.testing.walks import random_decisions

PAIRS = (("yugi-starter", "kaiba-starter"),
         ("goat_04_warrior_swarm_metagame_2005", "goat_05_zombie_mchale_2005"),
         ("goat_06_gravekeeper_mchale_2005", "goat_08_burn_lockdown_face_down_fury_2005"),
         ("goat_01_goat_control_suffridge_2005_us_nationals", "goat_07_monarch_soul_control_vargas_2005_sjc_la"))


def _pile_walk(duel):
    out = []
    for p in (0, 1):
        for card in duel.players[p].grave + duel.players[p].banished:
            if card.script is not None and card.script.phase_triggers:
                out.append(card)
    return out


def test_the_trigger_indexes_match_a_fresh_look_at_the_duel():
    checked = 0
    several_away = 0
    for duel, where in random_decisions(PAIRS):
        events = set()
        for card in duel._scan_field():
            if card.script is not None:
                events.update(card.script.trigger_events)
        assert duel._field_roles()[6] == events, where
        walk = _pile_walk(duel)
        assert list(duel._phase_cards_off_field()) == walk, where
        if len(walk) > 1:
            several_away += 1
        checked += 1
    assert checked > 400
    assert several_away > 0      # the order of several such cards was checked too


def test_several_phase_trigger_cards_off_the_field_come_in_pile_order():
    """Forced: every card with a phase trigger off the field in the duel moved to a GY or
    banished pile, by hand, in a mixed order; the index answers in pile order."""
    from duelist.deck.formats import load_bundled_deck
    from duelist.engine.duel import Duel
    d1 = load_bundled_deck("goat_06_gravekeeper_mchale_2005")
    d2 = load_bundled_deck("goat_05_zombie_mchale_2005")
    duel = Duel(d1, d2, seed=5)
    movers = [c for c in duel.cards if c.script is not None and c.script.phase_triggers]
    assert len(movers) >= 3
    for i, card in enumerate(reversed(movers)):
        duel._remove(card)
        duel._place(card, S.GRAVE if i % 2 == 0 else S.BANISHED, card.owner)
    walk = _pile_walk(duel)
    assert len(walk) == len(movers)
    assert list(duel._phase_cards_off_field()) == walk
