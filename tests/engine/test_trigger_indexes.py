"""Trigger collection's two indexes (docs/performance.md, round 6: `_mark_batch`) are what a
fresh look at the duel gives, at every decision of random duels on effect decks:

- the happening types the field's trigger effects listen to where their cards stand, each
  with the field cards that have a trigger for it that works there, in field order
  (`_field_roles()[6]`, kept until a card enters or leaves a zone), against the types of the
  triggers of every card now on the field whose range has the card's place (a batch
  collects only those cards, and none when none of its types is among them);
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


def _types_here(card):
    """The happening types `card`'s triggers listen to where it stands (their range)."""
    return {kind for effect in card.script.triggers if card.location in effect.range for kind in effect.events}


def test_the_trigger_indexes_match_a_fresh_look_at_the_duel():
    checked = 0
    several_away = 0
    for duel, where in random_decisions(PAIRS):
        field = duel._scan_field()
        events = set()
        for card in field:
            if card.script is not None:
                events.update(_types_here(card))
        by_event = duel._field_roles()[6]
        assert set(by_event) == events, where
        for kind, cards in by_event.items():
            assert cards == [c for c in field if c.script is not None and kind in _types_here(c)], \
                (where, kind)
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


def _reference_collection(duel, happened, batch):
    """Trigger collection written plainly (seed 000 §誘發效果: every trigger that listens to
    the batch becomes pending): the batch's own cards, then every face-up field card with a
    trigger for one of its types (a fresh walk of the field), then for a phase the cards
    with a phase trigger in the GYs and banished piles (a walk of the piles)."""
    from duelist.engine import effects as E
    types = set(ev["type"] for ev in happened)
    seen = set()
    candidates = []
    for ev in happened:
        cid = ev.get("cid")
        if cid is not None and cid not in seen:
            seen.add(cid)
            card = duel.cards[cid]
            if card.script is not None and card.script.triggers:
                candidates.append(card)
    for card in duel._scan_field():
        if card.script is not None and card.script.triggers and card.cid not in seen and card.face_up \
                and not types.isdisjoint(card.script.trigger_events):
            seen.add(card.cid)
            candidates.append(card)
    if "phase" in types:
        for card in _pile_walk(duel):
            if card.cid not in seen:
                seen.add(card.cid)
                candidates.append(card)
    out = []
    for card in candidates:
        for effect in card.script.triggers:
            if card.location not in effect.range or (card.location in S.FIELD_LOCATIONS and not card.face_up):
                continue
            for ev in happened:
                if ev["type"] not in effect.events:
                    continue
                if effect.kind == E.FLIP and (ev.get("cid") != card.cid or ev.get("flip_effects") is False):
                    continue
                if effect.match is not None and not effect.match(
                        E.Ctx(duel, card, effect, card.controller, event=ev), ev):
                    continue
                out.append((card.cid, card.uid, effect.index, card.controller, batch, id(ev)))
                break
    return out


def _checked_collection(monkeypatch, counts):
    from duelist.engine.duel import Duel
    original = Duel._mark_batch

    def checked(duel, merge=False):
        happened = list(duel._happened)
        before = len(duel.pending)
        closed = original(duel, merge)
        if not happened or not duel._any_scripts:
            return closed
        got = [(t["cid"], t["uid"], t["effect"], t["player"], t["batch"], id(t["event"]))
               for t in duel.pending[before:] if not t.get("delayed")]
        assert got == _reference_collection(duel, happened, duel._batch), (duel.turn, len(duel.answers))
        counts["batches"] += 1
        counts["single"] += len(happened) == 1
        counts["collected"] += len(got)
        counts["several"] += len(got) > 1
        return closed

    monkeypatch.setattr(Duel, "_mark_batch", checked)


def test_every_batch_collects_what_a_plain_collection_does(monkeypatch):
    """At every batch of random duels on four effect pairs (one happening or several, with
    delayed effects waiting or not), the triggers `_mark_batch` makes pending (its delayed
    effects aside) equal the plain collection's, in the same order."""
    counts = {"batches": 0, "single": 0, "collected": 0, "several": 0}
    _checked_collection(monkeypatch, counts)
    for _duel, _where in random_decisions(PAIRS):
        pass        # (the checks run inside the patched collection)
    assert counts["batches"] > 2000 and counts["single"] > 1000 and counts["collected"] > 50, counts


def test_two_field_cards_answering_one_happening_are_collected_in_field_order(monkeypatch):
    """Two Lava Golems on player 0's field: their controller's Standby Phase (one "phase"
    happening) makes both pending in field order (zone 1, then zone 3), and their player is
    asked in that order which goes on the chain first."""
    from duelist.testing.scenario import Table
    counts = {"batches": 0, "single": 0, "collected": 0, "several": 0}
    _checked_collection(monkeypatch, counts)
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="standby")
    first = table.monster(0, "Lava Golem", zone=3)
    second = table.monster(0, "Lava Golem", zone=1)
    duel = table.build()
    assert counts["several"] >= 1
    assert duel.request.kind == "order"
    assert [o.card for o in duel.request.options] == [second.card(duel).uid, first.card(duel).uid]
