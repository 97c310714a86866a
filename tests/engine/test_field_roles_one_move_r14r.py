"""The field roles after one move of a card that files nothing (docs/performance.md, issue
11 round 14r): the field cards are listed in field order (player 0's Monster Zones 0-4,
Spell & Trap Zones, Field Zone, then player 1's, then the Extra Monster Zones); the state
checks, trigger collection and continuous-effect lookups read that list and the Spell &
Trap Zone list from `_field_roles`. Where the one card that entered or left a zone since
the lists were made files nothing (no trigger, no STATE effect, no continuous tag: round
8's plain move), `_remove` / `_place` name it (`_last_plain`) and `_field_roles` puts it in
at its place, or takes it out, instead of walking every zone again (chain.py
`_field_moved`); an Equip Card, a card entering the Field Zone or an Extra Monster Zone,
and a zone move (`_relocate`) keep the walk.

Ruled here: a Normal Monster summoned between two monsters, a Spell Set between two Set
cards and a monster leaving the field each leave the field list exactly what a walk of the
zones gives (every card in field order, none twice, none missing), and at every rebuild of
random duels on the bench pairs the lists, the filing and the state checks' plan equal a
rebuild from nothing. An engine-internal check: the cache is private."""

from duelist.engine import state as S
from duelist.engine.duel import Duel
from duelist.testing.invariants import check_kept_answers
from duelist.testing.scenario import Script, Table
from duelist.testing.walks import random_decisions
from tests.engine.test_field_roles_plain_moves import PAIRS


def _ids(cards):
    return [id(card) for card in cards]


def _walk(duel):
    """The field cards by a walk of the zones in field order (what the lists must be)."""
    out, szone = [], []
    for p in (0, 1):
        ps = duel.players[p]
        out += [c for c in ps.mzone if c is not None]
        row = [c for c in ps.szone if c is not None]
        out += row
        szone += row
        if ps.fzone is not None:
            out.append(ps.fzone)
    out += [c for c in duel.emz if c is not None]
    return out, szone


def _counted(monkeypatch):
    """Count the one-move updates that `_field_moved` makes (not the ones it leaves to the walk)."""
    counts = {"moved": 0}
    original = Duel._field_moved

    def moved(duel, cache, card, version):
        roles = original(duel, cache, card, version)
        counts["moved"] += roles is not None
        return roles

    monkeypatch.setattr(Duel, "_field_moved", moved)
    return counts


def _roles_now(duel):
    roles = duel._field_roles()
    out, szone = _walk(duel)
    assert _ids(roles[1]) == _ids(out) and _ids(roles[4]) == _ids(szone)
    check_kept_answers(duel, activations=False)     # every slot against a fresh walk
    return roles


def test_a_normal_monster_summoned_between_two_monsters_is_listed_between_them(monkeypatch):
    """Player 0's Main Phase 1: Celtic Guardian in Monster Zone 0, Giant Soldier of Stone in
    zone 2, a Set card in Spell & Trap Zone 0; player 1 has a monster in zone 1. Player 0
    Normal Summons Battle Ox (a Normal Monster: it files nothing) to zone 1. The field list
    is Celtic Guardian, Battle Ox, Giant Soldier, the Set card, then player 1's monster."""
    counts = _counted(monkeypatch)
    table = Table(turn=3, turn_player=0)
    guardian = table.monster(0, "Celtic Guardian", zone=0)
    soldier = table.monster(0, "Giant Soldier of Stone", zone=2)
    table.spell_trap(0, "Mystical Space Typhoon", zone=0)
    table.monster(1, "Battle Ox", zone=1)
    table.hand(0, "Battle Ox")
    duel = table.build()
    before = _roles_now(duel)
    Script(duel).pick("summon", "Battle Ox", request="idle", zone=1)
    roles = _roles_now(duel)
    ox = duel.players[0].mzone[1]
    assert ox is not None and ox.data.name == "Battle Ox"
    assert roles[1][:3] == [guardian.card(duel), ox, soldier.card(duel)]
    assert len(roles[1]) == len(before[1]) + 1
    assert counts["moved"] >= 1


def test_a_spell_set_between_two_set_cards_is_listed_between_them(monkeypatch):
    """Player 1's Main Phase 1: Set cards in their Spell & Trap Zones 0 and 2, a monster in
    Monster Zone 4; player 0 has a Set card in zone 1. Player 1 Sets Mystical Space Typhoon
    (it files nothing) to zone 1: the field list has it after their Set card of zone 0 and
    before that of zone 2, and the Spell & Trap Zone list is player 0's card, then player
    1's three in zone order."""
    counts = _counted(monkeypatch)
    table = Table(turn=4, turn_player=1)
    mine = table.spell_trap(0, "Waboku", zone=1)
    first = table.spell_trap(1, "Waboku", zone=0)
    third = table.spell_trap(1, "Waboku", zone=2)
    table.monster(1, "Celtic Guardian", zone=4)
    table.hand(1, "Mystical Space Typhoon")
    duel = table.build()
    _roles_now(duel)
    Script(duel).pick("set_spell", "Mystical Space Typhoon", request="idle", zone=1)
    roles = _roles_now(duel)
    typhoon = duel.players[1].szone[1]
    assert typhoon is not None and typhoon.data.name == "Mystical Space Typhoon"
    assert roles[4] == [mine.card(duel), first.card(duel), typhoon, third.card(duel)]
    assert roles[1][-3:] == [first.card(duel), typhoon, third.card(duel)]
    assert counts["moved"] >= 1


def test_player_1s_monster_summoned_with_no_set_card_is_listed_before_their_field_spell(monkeypatch):
    """Player 1's Main Phase 1: Celtic Guardian in their Monster Zone 0, Sogen face-up in
    their Field Zone, no card in their Spell & Trap Zones; player 0 has a monster. Player 1
    Normal Summons Battle Ox to zone 4: the field list ends Guardian, Battle Ox, Sogen (a
    player's Field Zone comes after their Monster Zones), not Sogen, Battle Ox."""
    counts = _counted(monkeypatch)
    table = Table(turn=4, turn_player=1)
    table.monster(0, "Giant Soldier of Stone", zone=2)
    guardian = table.monster(1, "Celtic Guardian", zone=0)
    sogen = table.field_spell(1, "Sogen")
    table.hand(1, "Battle Ox")
    duel = table.build()
    _roles_now(duel)
    Script(duel).pick("summon", "Battle Ox", request="idle", zone=4)
    roles = _roles_now(duel)
    ox = duel.players[1].mzone[4]
    assert ox is not None and ox.data.name == "Battle Ox"
    assert roles[1][-3:] == [guardian.card(duel), ox, sogen.card(duel)]
    assert counts["moved"] >= 1


def test_a_monster_destroyed_by_battle_leaves_the_field_list_and_nothing_else_does(monkeypatch):
    """Player 0's Battle Phase: their Battle Ox (1700 ATK) attacks player 1's Celtic Guardian
    (1400 ATK, zone 2; Celtic Guardian and Battle Ox file nothing); player 1 also has a monster
    in zone 0 and a Set card. The Guardian is destroyed and sent to the GY: the field list is
    every other card, in field order."""
    _counted(monkeypatch)
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Battle Ox", zone=0)
    table.monster(1, "Giant Soldier of Stone", zone=0, position="defense")
    guardian = table.monster(1, "Celtic Guardian", zone=2)
    table.spell_trap(1, "Mystical Space Typhoon", zone=3)
    duel = table.build()
    s = Script(duel)
    _roles_now(duel)
    gone = guardian.card(duel)
    s.pick("battle", request="idle")
    s.pick("attack", "Battle Ox", target="Celtic Guardian")
    while duel.request is not None and duel.request.kind != "battle" and gone.location == S.MZONE:
        s.pick("pass", first=True)
    assert gone.location == S.GRAVE
    roles = _roles_now(duel)
    assert gone not in roles[1]
    assert len(roles[1]) == 3


def test_sangan_destroyed_by_battle_leaves_every_list_and_filing_of_the_field():
    """Player 0's Battle Phase: Battle Ox (1700 ATK) attacks player 1's Sangan (1000 ATK,
    zone 1: a trigger effect when sent to the GY, so it is filed among the cards with
    triggers); player 1 also has Celtic Guardian (zone 3), player 0 a Set card. Sangan is
    destroyed and sent to the GY: from then on the field list, the cards with triggers and
    the filing by happening type hold no Sangan, and every kept answer equals its fresh
    computation (a card that files something leaving: the walk, not the one-move update)."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Battle Ox", zone=0)
    sangan = table.monster(1, "Sangan", zone=1)
    table.monster(1, "Celtic Guardian", zone=3)
    table.spell_trap(0, "Mystical Space Typhoon", zone=0)
    duel = table.build()
    s = Script(duel)
    roles = _roles_now(duel)
    gone = sangan.card(duel)
    assert gone in roles[2]
    s.pick("battle", request="idle")
    s.pick("attack", "Battle Ox", target="Sangan")
    while duel.request is not None and gone.location == S.MZONE:
        s.pick("pass", first=True)
    assert gone.location == S.GRAVE
    roles = _roles_now(duel)
    assert gone not in roles[1] and gone not in roles[2]
    assert all(gone not in cards for cards in roles[6].values())


def test_after_change_of_heart_the_sangan_summoned_before_is_still_filed():
    """Player 0 Normal Summons Sangan (a trigger effect: filed among the cards with
    triggers), then activates Change of Heart and takes control of player 1's Celtic
    Guardian. Taking control moves the Guardian without `_remove` / `_place` (the last card
    they named may be an earlier card; the filing key moves, so the walk makes the lists):
    Sangan is still on the field, in the field list and among the cards with triggers, the
    Guardian now among player 0's monsters."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Sangan", "Change of Heart")
    guardian = table.monster(1, "Celtic Guardian", zone=2)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Sangan", request="idle", zone=0)
    while duel.request is not None and duel.request.kind != "idle":
        s.pick("pass", first=True)
    sangan = duel.players[0].mzone[0]
    assert sangan is not None and sangan.data.name == "Sangan"
    roles = _roles_now(duel)
    assert sangan in roles[2]
    s.pick("activate", "Change of Heart", request="idle")
    s.pick("target", "Celtic Guardian")
    while duel.request is not None and guardian.card(duel).controller != 0:
        s.pick("pass", first=True)
    roles = _roles_now(duel)
    assert guardian.card(duel).controller == 0
    assert sangan in roles[1] and sangan in roles[2]
    assert guardian.card(duel) in roles[1]


def test_every_rebuild_equals_a_rebuild_from_nothing_plan_included(monkeypatch):
    """At every `_field_roles` rebuild of random duels on the five bench pairs and the two
    Goat decks they leave out (mid-procedure too), what it returns equals a rebuild from
    nothing: every list card for card, the filing by tag and happening type, the filing key
    and the state checks' plan; the one-move update is taken often enough to mean something."""
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
    assert seen["rebuilds"] > 1000 and counts["moved"] > 500, (seen, counts)
