"""The field roles after one move of a card that files something (docs/performance.md, issue
11 round 20c): where the one card that entered or left a zone since the lists were made has a
trigger, a STATE effect or a continuous tag (Sangan, Royal Decree), `_remove` / `_place` name
it (`_last_plain`) and `_field_roles` takes it out of, or puts it in at its place in field
order into, the field list and every list it is filed in (the cards with triggers, with
STATE effects, by happening type, by continuous tag, the state checks' plan) instead of
walking every zone again (chain.py `_field_filed`). A change of control moves a card without
`_remove` / `_place` and names none: the card named then did not move, and the walk makes
the lists.

Ruled here: Sangan Normal Summoned between two monsters is listed between them in the field
list and among the cards with triggers, and filed under its happening type; Sangan destroyed
by battle leaves every list and its happening type's key (no other card listens to it);
Royal Decree Set in a Spell & Trap Zone is filed under its continuous tag and leaves it when
it is destroyed; a fork after such a move walks while the original updates; after Change of Heart takes a monster (the last card `_place` named, Sangan,
did not move) the lists are the walk's; and at every `_field_roles` rebuild of random duels
on the five bench pairs and the two Goat decks they leave out, what it returns equals a
rebuild from nothing, with the one-move update for a filed card taken often. An
engine-internal check: the cache is private."""

from duelist.engine import state as S
from duelist.engine.duel import Duel
from duelist.testing.invariants import check_kept_answers
from duelist.testing.scenario import Script, Table
from duelist.testing.walks import random_decisions
from tests.engine.test_field_roles_plain_moves import PAIRS


def _ids(cards):
    return [id(card) for card in cards]


def _walk(duel):
    """The field cards by a walk of the zones in field order (what the list must be)."""
    out = []
    for p in (0, 1):
        ps = duel.players[p]
        out += [c for c in ps.mzone if c is not None]
        out += [c for c in ps.szone if c is not None]
        if ps.fzone is not None:
            out.append(ps.fzone)
    out += [c for c in duel.emz if c is not None]
    return out


def _counted(monkeypatch):
    """Count the one-move updates `_field_filed` makes (1: made; 0: left to the walk)."""
    counts = {"made": 0, "walked": 0}
    original = Duel._field_filed

    def filed(duel, cache, card, version):
        roles = original(duel, cache, card, version)
        counts["made" if roles is not None else "walked"] += 1
        return roles

    monkeypatch.setattr(Duel, "_field_filed", filed)
    return counts


def _roles_now(duel):
    roles = duel._field_roles()
    assert _ids(roles[1]) == _ids(_walk(duel))
    check_kept_answers(duel, activations=False)     # every slot against a fresh walk
    return roles


def _until_idle(duel, s):
    while duel.request is not None and duel.request.kind != "idle":
        s.pick("pass", first=True)


def test_sangan_summoned_between_two_monsters_is_filed_between_them(monkeypatch):
    """Player 0's Main Phase 1: Celtic Guardian in Monster Zone 0, Mystic Tomato (a trigger:
    filed) in zone 2; player 1 has a monster. Player 0 Normal Summons Sangan to zone 1: the
    field list is Guardian, Sangan, Tomato, ...; the cards with triggers are Sangan, then
    Tomato; neither is filed under a happening type on the field (their "sent to the GY"
    triggers work in the GY), and every list is the walk's."""
    counts = _counted(monkeypatch)
    table = Table(turn=3, turn_player=0)
    guardian = table.monster(0, "Celtic Guardian", zone=0)
    tomato = table.monster(0, "Mystic Tomato", zone=2)
    table.monster(1, "Battle Ox", zone=1)
    table.hand(0, "Sangan")
    duel = table.build()
    s = Script(duel)
    before = _roles_now(duel)
    assert _ids(before[2]) == _ids([tomato.card(duel)])
    s.pick("summon", "Sangan", request="idle", zone=1)
    _until_idle(duel, s)
    roles = _roles_now(duel)
    sangan = duel.players[0].mzone[1]
    assert sangan is not None and sangan.data.name == "Sangan"
    assert _ids(roles[1][:3]) == _ids([guardian.card(duel), sangan, tomato.card(duel)])
    assert _ids(roles[2]) == _ids([sangan, tomato.card(duel)])
    assert "moved" not in roles[6]
    assert counts["made"] >= 1


def test_sangan_destroyed_by_battle_leaves_every_list_and_its_type_key(monkeypatch):
    """Player 0's Battle Phase: Battle Ox (1700 ATK) attacks player 1's Sangan (1000 ATK), the
    only card of the duel with a trigger. Sangan is destroyed and sent to the GY: the cards
    with triggers are none, no happening type is filed (a walk makes no key for a type no
    card listens to), and every kept answer equals its fresh computation."""
    counts = _counted(monkeypatch)
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Battle Ox", zone=0)
    sangan = table.monster(1, "Sangan", zone=1)
    table.monster(1, "Celtic Guardian", zone=3)
    duel = table.build()
    s = Script(duel)
    roles = _roles_now(duel)
    gone = sangan.card(duel)
    assert gone in roles[2] and roles[6] == {}
    s.pick("battle", request="idle")
    s.pick("attack", "Battle Ox", target="Sangan")
    while duel.request is not None and gone.location == S.MZONE:
        s.pick("pass", first=True)
    assert gone.location == S.GRAVE
    roles = _roles_now(duel)
    assert gone not in roles[1] and roles[2] == [] and roles[6] == {}
    assert counts["made"] >= 1


def test_royal_decree_set_and_destroyed_is_filed_under_its_tag_then_not(monkeypatch):
    """Player 0 Sets Royal Decree (a Continuous Trap: its tag is filed whichever way up it is)
    in Spell & Trap Zone 2 beside a Set Mystical Space Typhoon in zone 0: it is listed after
    the Typhoon and filed under its tag. Player 1's Mystical Space Typhoon destroys it next
    turn (the Typhoon's own moves come with it: the walk or the update, whichever applies):
    its tag's key is gone and the field list is the walk's."""
    counts = _counted(monkeypatch)
    table = Table(turn=3, turn_player=0)
    typhoon = table.spell_trap(0, "Mystical Space Typhoon", zone=0)
    table.monster(1, "Celtic Guardian", zone=0)
    table.hand(0, "Royal Decree")
    table.hand(1, "Mystical Space Typhoon")
    table.deck(1, ["Battle Ox", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    _roles_now(duel)
    s.pick("set_spell", "Royal Decree", request="idle", zone=2)
    roles = _roles_now(duel)
    decree = duel.players[0].szone[2]
    assert decree is not None and decree.data.name == "Royal Decree"
    assert _ids(roles[4][:2]) == _ids([typhoon.card(duel), decree])
    tags = decree.script.field_roles[3]
    assert tags and all(_ids(roles[5][tag]) == _ids([decree]) for tag in tags)
    assert counts["made"] >= 1
    # player 0 ends the turn; player 1 destroys the Decree in their Main Phase 1
    s.pick("end_turn", request="idle")
    while duel.request is not None and not (duel.turn_player == 1 and duel.request.kind == "idle"):
        s.pick("pass", first=True)
    s.pick("activate", "Mystical Space Typhoon", request="idle")
    s.pick("target", decree.uid)
    while duel.request is not None and decree.location == S.SZONE:
        s.pick("pass", first=True)
    assert decree.location == S.GRAVE
    roles = _roles_now(duel)
    assert decree not in roles[1] and decree not in roles[4]
    assert all(tag not in roles[5] for tag in tags)


def test_after_change_of_heart_the_lists_are_the_walks(monkeypatch):
    """Player 0 Normal Summons Sangan (filed), then Change of Heart takes player 1's Celtic
    Guardian: control moves the Guardian without `_remove` / `_place` (it bumps the field
    version and names no card), then Change of Heart leaves the field. The lists asked at
    every point of it are the walk's (the whole-duel check below), and after it Sangan is
    still filed among the cards with triggers, the Guardian in the field list."""
    _counted(monkeypatch)
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Sangan", "Change of Heart")
    guardian = table.monster(1, "Celtic Guardian", zone=2)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Sangan", request="idle", zone=0)
    _until_idle(duel, s)
    sangan = duel.players[0].mzone[0]
    _roles_now(duel)
    s.pick("activate", "Change of Heart", request="idle")
    s.pick("target", "Celtic Guardian")
    while duel.request is not None and guardian.card(duel).controller != 0:
        s.pick("pass", first=True)
    roles = _roles_now(duel)
    assert guardian.card(duel).controller == 0
    assert sangan in roles[1] and sangan in roles[2]
    assert guardian.card(duel) in roles[1]
    # the lists made at the version before the change of control, with the card the last
    # `_remove` / `_place` named: that card did not make the one move since
    duel._field_cache = None
    version = duel._field_version
    duel._field_version = version - 1
    duel._field_roles()
    duel._field_version = version
    duel._last_plain = sangan
    roles = _roles_now(duel)
    assert sangan in roles[1] and sangan in roles[2]


def test_a_card_named_that_did_not_move_is_left_to_the_walk():
    """The guard itself: lists made with Sangan on the field, then one bump of the field
    version that no move of Sangan made (as a change of control makes) while `_last_plain`
    still names Sangan: `_field_filed` gives None (Sangan is in the lists and in its zone: it
    did not leave), and `_field_roles` walks. Likewise a card named that left a zone and is
    not yet placed (in no zone, not in the lists): None."""
    table = Table(turn=3, turn_player=0)
    sangan = table.monster(0, "Sangan", zone=1)
    table.monster(1, "Celtic Guardian", zone=0)
    duel = table.build()
    card = sangan.card(duel)
    cache = duel._field_roles()
    duel._field_version += 1
    duel._last_plain = card
    assert duel._field_filed(cache, card, duel._field_version) is None
    roles = _roles_now(duel)
    assert _ids(roles[2]) == _ids([card])
    # Sangan taken out of its zone (its `location` still names it until it lands), the
    # lists made then, and one more bump that is not its placing
    duel._remove(card)
    cache = duel._field_roles()
    assert card not in cache[1]
    duel._field_version += 1
    assert duel._field_filed(cache, card, duel._field_version) is None


def test_every_rebuild_equals_a_rebuild_from_nothing_with_filed_moves(monkeypatch):
    """At every `_field_roles` rebuild of random duels on the five bench pairs and the two
    Goat decks they leave out (mid-procedure too), what it returns equals a rebuild from
    nothing: every list card for card, the filing by tag and happening type (the same keys),
    the filing key and the state checks' plan; the one-move update for a filed card is made
    often (more than 300 times) and left to the walk where it must be."""
    counts = _counted(monkeypatch)
    original = Duel._field_roles
    seen = {"rebuilds": 0}

    def checked(duel):
        before = duel._field_cache
        version = duel._field_version
        if before is not None and before[0] == version:
            return before
        got = original(duel)
        duel._field_cache = None
        fresh = original(duel)
        duel._field_cache = got
        where = (duel.turn, len(duel.answers))
        assert got[0] == fresh[0] == version and got[7] == fresh[7], where
        for i in (1, 2, 3, 4):
            assert _ids(got[i]) == _ids(fresh[i]), (where, i)
        assert {k: _ids(v) for k, v in got[5].items()} == {k: _ids(v) for k, v in fresh[5].items()}, where
        assert {k: _ids(v) for k, v in got[6].items()} == {k: _ids(v) for k, v in fresh[6].items()}, where
        plan, plan_fresh = got[8], fresh[8]
        for i in (0, 1, 2, 4):
            assert (plan[i] is None) == (plan_fresh[i] is None), (where, i)
            if plan[i] is not None:
                assert _ids(plan[i]) == _ids(plan_fresh[i]), (where, i)
        assert (plan[3] is None) == (plan_fresh[3] is None), where
        if plan[3] is not None:
            assert [(id(c), [e.index for e in es]) for c, es in plan[3]] == \
                [(id(c), [e.index for e in es]) for c, es in plan_fresh[3]], where
        assert plan[5] == plan_fresh[5], where
        seen["rebuilds"] += 1
        return got

    monkeypatch.setattr(Duel, "_field_roles", checked)
    for _duel, _where in random_decisions(PAIRS, seeds=range(4)):
        pass
    assert seen["rebuilds"] > 1000 and counts["made"] > 300, (seen, counts)


def test_a_fork_after_a_filed_move_makes_its_own_lists(monkeypatch):
    """Sangan Normal Summoned and the lists made; then Sangan sent to the GY (one move of a
    filed card) and the duel forked before the lists are asked: the fork names no card
    (`_last_plain` is emptied) and has no lists, so it walks; the original makes them by the
    update; both equal the walk, and neither shares a list with the other."""
    counts = _counted(monkeypatch)
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Celtic Guardian", zone=0)
    table.monster(1, "Battle Ox", zone=1)
    table.hand(0, "Sangan")
    duel = table.build()
    s = Script(duel)
    _roles_now(duel)
    s.pick("summon", "Sangan", request="idle", zone=1)
    _until_idle(duel, s)
    _roles_now(duel)
    # one more filed move (Sangan's own leaving, by hand) and a fork before the lists are asked
    sangan = duel.players[0].mzone[1]
    duel._remove(sangan)
    duel._place(sangan, S.GRAVE, 0)
    fork = duel.fork()
    assert fork._last_plain is None and fork._field_cache is None
    made = counts["made"]
    mine = _roles_now(duel)
    theirs = _roles_now(fork)
    assert counts["made"] == made + 1
    assert _ids(mine[2]) == [] and _ids(theirs[2]) == []
    assert mine[1] is not theirs[1] and [c.cid for c in mine[1]] == [c.cid for c in theirs[1]]
