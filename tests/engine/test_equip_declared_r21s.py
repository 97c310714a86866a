"""Declared equip conditions (engine/actions.py `stays_equipped`, `PrintedCondition`; round 21s
of docs/performance.md). Seed 000 §裝備魔法: an Equip Card whose monster leaves, is turned
face-down or no longer meets its equip condition is destroyed by the state rules; the state
checks ask each Equip Card's condition at every pass (`_equip_still_legal`).

A card may declare what its condition reads:
- `stays_equipped`: nothing beyond the rule's own (a face-up monster in a Monster Zone that the
  card is equipped to): Premature Burial ("once revived it stays equipped") and Snatch Steal
  (its target, "a monster your opponent controls", is no condition once it took it). The
  state checks do not ask it.
- `PrintedCondition(condition)`: only the monster's printed card data and that it is face-up
  (an Equip Spell for Spellcasters, `equip_spell(race_is(...))`). The state checks ask it only
  of a face-up monster in a Monster Zone, so they keep its answer per printed data object and
  ask it once per data.

The card scripts that declare them are a request of this round (no card script is this
round's to change): here the declarations are made on stand-ins of the real cards
(`registry.scripts`, as tests/engine/test_hand_trap_offers.py does), each the real card's
effects with only the activation's `equip_filter` set.

Judge's rulings, each played from a position set up on the table:
- Book of Secret Arts ("equip only to a Spellcaster") declared: it stays on Dark Magician at
  every check, its answer kept; a second one on Battle Ox (a Beast-Warrior: equipped on the
  table, where no activation checked it) is destroyed at the first check, the first one
  staying in the same check; the kept answers are one per printed data (Dark Magician yes,
  Battle Ox no) and were asked once each.
- The input changes: the monster's printed data replaced (as determinize.py does for a hidden
  card) by a non-Spellcaster's: the next check destroys the Book although the kept answer for
  the old data says yes; put back, the old answer is used again.
- The effect ends: Dark Magician turned face-down (Book of Moon) loses its Book at the next
  check, the kept answer for its data notwithstanding (the rule's face-up test comes first).
- A fork keeps the answers (they are per printed data, no state of a duel) and plays the same.
- `stays_equipped`: a declared Snatch Steal and Premature Burial are not asked (their kept
  checks are empty), and their monsters stay.
- Whole duels: with the six bench cards declared (the request's card side), random duels of
  the starter decks and of both Goat pairs with an equip play exactly as with the real
  scripts (the same log digest), and at every decision every answer a `PrintedCondition`
  keeps for a face-up monster on the field equals its condition asked now."""

import copy
import types

import pytest

from duelist.agents import RandomAgent
from duelist.cards import registry
from duelist.cards.db import find_card
from duelist.deck.formats import load_bundled_deck
from duelist.engine import actions as A
from duelist.engine import state as S
from duelist.engine.chain import new_ctx
from duelist.engine.duel import Duel
from duelist.engine.effects import ACTIVATE, CardScript
from duelist.testing.scenario import Script, Table


def _declared(monkeypatch, name, how):
    """Give the real card `name` a stand-in script: its effects, the activation's `equip_filter`
    set by `how(activation)` (returns the declared condition). Returns the stand-in's script."""
    data = find_card(name)
    real = registry.scripts.get(data.code) or registry.get_script(data)
    effects = []
    for effect in real.effects:
        effect = copy.copy(effect)
        if effect.kind == ACTIVATE:
            effect.equip_filter = how(effect)
        effects.append(effect)
    module = types.SimpleNamespace(DESCRIPTION="test stand-in: %s, its equip condition declared" % name,
                                   EFFECTS=effects)
    script = CardScript(data, module)
    monkeypatch.setitem(registry.scripts, data.code, script)
    return script


def _printed(effect):
    """The activation's target filter, declared to read only the printed data."""
    return A.PrintedCondition(effect.target[0].filter)


def _stays(effect):
    return A.stays_equipped


_PRINTED_CARDS = ("Book of Secret Arts", "Sword of Dark Destruction", "Dark Energy", "Invigoration")
_STAYING_CARDS = ("Snatch Steal", "Premature Burial")


def _declare_all(monkeypatch):
    """The request's card side on stand-ins: the four starter Equip Spells (race_is /
    attribute_is) declared printed, Snatch Steal and Premature Burial declared to stay."""
    conditions = []
    for name in _PRINTED_CARDS:
        script = _declared(monkeypatch, name, _printed)
        conditions.extend(e.equip_filter for e in script.effects if e.kind == ACTIVATE)
    for name in _STAYING_CARDS:
        _declared(monkeypatch, name, _stays)
    return conditions


class _Counting(object):
    """A condition that counts its asks (wrapped inside a PrintedCondition)."""

    def __init__(self, condition):
        self.condition = condition
        self.asked = 0

    def __call__(self, ctx, card):
        self.asked += 1
        return self.condition(ctx, card)


def _book_table(monkeypatch, second_on_ox=False):
    counting = []

    def how(effect):
        counted = _Counting(effect.target[0].filter)
        counting.append(counted)
        return A.PrintedCondition(counted)

    _declared(monkeypatch, "Book of Secret Arts", how)
    table = Table(turn=3, turn_player=0, phase="main1")
    magician = table.monster(0, "Dark Magician")
    book = table.spell_trap(0, "Book of Secret Arts", face_down=False, equipped_to=magician)
    refs = [magician, book]
    if second_on_ox:
        ox = table.monster(0, "Battle Ox")
        refs += [ox, table.spell_trap(0, "Book of Secret Arts", face_down=False, equipped_to=ox)]
    table.hand(0, "Book of Moon")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    return duel, [ref.card(duel) for ref in refs], counting[0]


# --------------------------------------------------------------- PrintedCondition
def test_a_declared_condition_is_kept_per_printed_data_and_asked_once(monkeypatch):
    duel, (magician, book, ox, book2), counted = _book_table(monkeypatch, second_on_ox=True)
    duel._state_checks()
    # the Book on Battle Ox (no Spellcaster) is destroyed; the one on Dark Magician stays
    assert book2.location == S.GRAVE
    assert book.location == S.SZONE and duel.equipped_to(book) is magician
    checks = A._EQUIP_FILTERS[book.script]
    assert len(checks) == 1
    declared = checks[0][1]
    assert type(declared) is A.PrintedCondition
    assert declared.answers == {magician.data: True, ox.data: False}
    assert counted.asked == 2
    for _ in range(5):
        duel._state_checks()
    assert book.location == S.SZONE and counted.asked == 2     # kept: not asked again
    # the kept answers are the condition's own
    for monster, answer in ((magician, True), (ox, False)):
        assert declared.condition(new_ctx(duel, book, checks[0][0], book.controller), monster) is answer


def test_the_printed_data_replaced_is_asked_again(monkeypatch):
    duel, (magician, book), counted = _book_table(monkeypatch)
    duel._state_checks()
    assert book.location == S.SZONE and counted.asked == 1
    spellcaster = magician.data
    # (determinize.py gives a hidden card other data; here a face-up one, to move the input)
    magician.data = find_card("Battle Ox")
    # (a determinized copy, made by `_copy`, starts with no key of quiet state-check steps:
    # round 25s, `Duel._phase_cards[10]`; here, in place, the key is set aside as it would be)
    duel._phase_cards[10] = None
    duel._state_checks()
    assert book.location == S.GRAVE        # the condition asked for the new data: no Spellcaster
    assert counted.asked == 2
    magician.data = spellcaster
    declared = A._EQUIP_FILTERS[book.script][0][1]
    assert declared.answers[spellcaster] is True and declared.answers[find_card("Battle Ox")] is False


def test_a_monster_turned_face_down_loses_its_equip_whatever_is_kept(monkeypatch):
    duel, (magician, book), counted = _book_table(monkeypatch)
    duel._state_checks()
    declared = A._EQUIP_FILTERS[book.script][0][1]
    assert declared.answers == {magician.data: True}
    s = Script(duel)
    s.pick("activate", "Book of Moon", player=0, request="idle")
    s.pick("target", "Dark Magician", player=0)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert magician.position == S.FACEDOWN_DEFENSE
    assert book.location == S.GRAVE
    assert declared.answers == {magician.data: True}     # (the kept answer is for a face-up monster)
    assert counted.asked == 1


def test_a_fork_keeps_the_answers_and_plays_the_same(monkeypatch):
    duel, (magician, book, ox, book2), counted = _book_table(monkeypatch, second_on_ox=True)
    duel._state_checks()
    fork = duel.fork()
    fork._state_checks()
    assert fork.cards[book.cid].location == S.SZONE and fork.cards[book2.cid].location == S.GRAVE
    assert counted.asked == 2       # the fork used the answers kept (no state of a duel)
    agents = (RandomAgent(5), RandomAgent(6))
    fork_agents = (RandomAgent(5), RandomAgent(6))
    for _ in range(40):
        if duel.request is None:
            break
        duel.answer(agents[duel.request.player].choose(duel, duel.request))
        fork.answer(fork_agents[fork.request.player].choose(fork, fork.request))
    assert fork.log == duel.log


# --------------------------------------------------------------- stays_equipped
def test_stays_equipped_is_not_asked(monkeypatch):
    steal = _declared(monkeypatch, "Snatch Steal", _stays)
    burial = _declared(monkeypatch, "Premature Burial", _stays)
    table = Table(turn=3, turn_player=0, phase="main1")
    ox = table.monster(0, "Battle Ox")
    elf = table.monster(0, "Mystical Elf")
    snatch = table.spell_trap(0, "Snatch Steal", face_down=False, equipped_to=ox)
    premature = table.spell_trap(0, "Premature Burial", face_down=False, equipped_to=elf)
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    ox, elf, snatch, premature = ox.card(duel), elf.card(duel), snatch.card(duel), premature.card(duel)
    for _ in range(3):
        duel._state_checks()
    assert snatch.location == S.SZONE and premature.location == S.SZONE
    assert A._EQUIP_FILTERS[steal] == () and A._EQUIP_FILTERS[burial] == ()


def test_the_real_snatch_steal_condition_holds_for_its_equipped_monster():
    """Snatch Steal's own target filter, asked as the state checks ask it (of the monster it is
    equipped to, face-up in a Monster Zone), is yes whoever controls either card: what
    `stays_equipped` declares."""
    table = Table(turn=3, turn_player=0, phase="main1")
    ox = table.monster(1, "Battle Ox")
    snatch = table.spell_trap(0, "Snatch Steal", face_down=False, equipped_to=ox)
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    ox, snatch = ox.card(duel), snatch.card(duel)
    effect = snatch.script.effects[0]
    legal = effect.target[0].filter
    for controller in (1, 0):
        ox.controller = controller
        assert legal(new_ctx(duel, snatch, effect, snatch.controller), ox) is True


# --------------------------------------------------------------- whole duels
def _digests(pairs, seeds):
    out = []
    for deck1, deck2 in pairs:
        d1, d2 = load_bundled_deck(deck1), load_bundled_deck(deck2)
        for seed in seeds:
            duel = Duel(d1, d2, seed=seed)
            agents = (RandomAgent(seed + 1), RandomAgent(seed + 2))
            while duel.request is not None:
                duel.answer(agents[duel.request.player].choose(duel, duel.request))
            out.append(duel.log_digest())
    return out


_PAIRS = (("yugi-starter", "kaiba-starter"),
          ("goat_04_warrior_swarm_metagame_2005", "goat_05_zombie_mchale_2005"),
          ("goat_01_goat_control_suffridge_2005_us_nationals", "goat_07_monarch_soul_control_vargas_2005_sjc_la"))


def _undeclare_all(monkeypatch):
    """The six cards with no declaration: the Equip Spells' conditions their target filters,
    Snatch Steal's its target filter, Premature Burial's a plain function saying yes (what each
    had before round 21s's request)."""
    for name in _PRINTED_CARDS + ("Snatch Steal",):
        _declared(monkeypatch, name, lambda effect: None)
    _declared(monkeypatch, "Premature Burial", lambda effect: lambda ctx, monster: True)


def test_declared_cards_play_the_same_duels(monkeypatch):
    _undeclare_all(monkeypatch)
    plain = _digests(_PAIRS, range(3))
    _declare_all(monkeypatch)
    assert _digests(_PAIRS, range(3)) == plain


def test_the_cards_declare_their_equip_conditions():
    """Round 21s's request (the card side): the four starter Equip Spells declare their
    conditions printed, Snatch Steal and Premature Burial that they stay equipped. (Skipped
    until the card scripts have it.)"""
    from duelist.cards import common
    if not hasattr(common, "PrintedCondition"):
        pytest.skip("the card side of the declared equip conditions is a request of round 21s")
    for names, test in ((_PRINTED_CARDS, lambda check: type(check) is A.PrintedCondition),
                        (_STAYING_CARDS, lambda check: check is A.stays_equipped)):
        for name in names:
            script = registry.get_script(find_card(name))
            activation = [e for e in script.effects if e.kind == ACTIVATE][0]
            assert test(activation.equip_filter), name


def _check_printed_answers(duel, conditions):
    """Every answer kept by a declared condition for the printed data of a face-up monster
    on the field equals the condition asked now of that monster (with the Ctx of an Equip
    Card of that condition's card on the field, or of none: the declaration reads no Ctx)."""
    asked = 0
    for condition in conditions:
        for p in (0, 1):
            for monster in duel.monsters(p):
                if monster.position not in S.FACE_UP_POSITIONS:
                    continue
                kept = condition.answers.get(monster.data)
                if kept is None:
                    continue
                ctx = new_ctx(duel, None, None, 0)     # (no card: the condition reads the monster)
                assert bool(condition.condition(ctx, monster)) is kept, (monster, condition)
                asked += 1
    return asked


def test_every_kept_answer_is_the_conditions_own(monkeypatch):
    conditions = _declare_all(monkeypatch)
    d1, d2 = load_bundled_deck("yugi-starter"), load_bundled_deck("kaiba-starter")
    checked = 0
    for seed in range(4):
        duel = Duel(d1, d2, seed=seed)
        agents = (RandomAgent(seed + 1), RandomAgent(seed + 2))
        while duel.request is not None:
            checked += _check_printed_answers(duel, conditions)
            duel.answer(agents[duel.request.player].choose(duel, duel.request))
    assert checked > 50, checked
    assert any(True in c.answers.values() for c in conditions), conditions


@pytest.fixture(autouse=True)
def _no_kept_checks_left(monkeypatch):
    """Each test starts and ends with the kept checks it made set aside (the stand-ins go)."""
    monkeypatch.setattr(A, "_EQUIP_FILTERS", {})
    yield


def test_the_oracle_catches_a_wrong_kept_answer(monkeypatch):
    """The kept-answers oracle (duelist/testing/invariants.py, round 21s's request) checks the
    answers a `PrintedCondition` keeps: one made wrong is named. (Skipped until the oracle has
    the check.)"""
    from duelist.testing import invariants
    if not hasattr(invariants, "_check_printed_conditions"):
        pytest.skip("the oracle's check of declared equip conditions is a request of round 21s")
    duel, (magician, book), counted = _book_table(monkeypatch)
    duel._state_checks()
    invariants.check_kept_answers(duel)        # the answer kept is the condition's own
    declared = A._EQUIP_FILTERS[book.script][0][1]
    declared.answers[magician.data] = False
    with pytest.raises(invariants.InvariantError, match="printed data"):
        invariants.check_kept_answers(duel)
