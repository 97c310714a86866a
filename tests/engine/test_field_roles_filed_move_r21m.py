"""The field roles' one-move update for a card that files something (chain.py `_field_filed`,
round 20c), at the boundaries round 21m's mutants found untested (docs/mutation.md): where the
card that entered files a STATE effect that needs nothing (the state checks' plan lists such
cards in field order, and the random duels never put one before another), where the card the
last move named sits in the Field Zone when a change of control made the one bump, and what
the update does to the lists it was made from (they are read-only: the cache's lists may be
in use).

Ruled here: a second Skilled White Magician Normal Summoned into a zone before the first is
listed before it among the STATE-effect cards the state checks look at, and after it when
summoned into a zone after it, as a walk of the zones lists them; Yami in the Field Zone,
named by the last move, with the field version bumped once by no move of it (a change of
control) is left to the walk, and its continuous tag stays filed; the lists made before
Sangan leaves the field still hold Sangan afterwards (the update made new ones). An
engine-internal check: the cache is private."""

from duelist.engine import chain as chain_module
from duelist.engine import state as S
from duelist.testing.invariants import check_kept_answers
from duelist.testing.scenario import Script, Table


def _ids(cards):
    return [id(card) for card in cards]


def _until_idle(duel, s):
    while duel.request is not None and duel.request.kind != "idle":
        s.pick("pass", first=True)


def _quiet(roles):
    """The state checks' plan's cards whose STATE effects need nothing (field order)."""
    quiet = roles[8][3]
    return None if quiet is None else [card for card, _effects in quiet]


def test_a_magician_summoned_before_another_is_looked_at_first():
    """Player 0's Main Phase 1, Skilled White Magician (a STATE effect that declares no
    `needs`: the state checks may look at it in any pass) face-up in Monster Zone 2. Player 0
    Normal Summons a second Skilled White Magician into zone 0: the plan's quiet cards are the
    new one, then the old one (field order, as the walk lists them); every kept answer equals
    its fresh computation. Next turn a third, Normal Summoned into zone 4, comes after both."""
    table = Table(turn=3, turn_player=0)
    old = table.monster(0, "Skilled White Magician", zone=2)
    table.monster(1, "Battle Ox", zone=1)
    table.hand(0, "Skilled White Magician", "Skilled White Magician")
    table.deck(0, ["Battle Ox", "Battle Ox", "Battle Ox"])
    table.deck(1, ["Battle Ox", "Battle Ox", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    roles = duel._field_roles()
    assert _quiet(roles) == [old.card(duel)]
    version = duel._field_version
    s.pick("summon", "Skilled White Magician", request="idle", zone=0, first=True)
    _until_idle(duel, s)
    new = duel.players[0].mzone[0]
    assert new is not None and new.data.name == "Skilled White Magician"
    roles = duel._field_roles()
    assert _ids(_quiet(roles)) == _ids([new, old.card(duel)])
    assert _ids(roles[3][:2]) == _ids([new, old.card(duel)])
    assert duel._field_version > version
    check_kept_answers(duel, activations=False)
    # the opponent's turn passes; player 0 summons the third into zone 4, after both
    s.pick("end_turn", request="idle")
    while duel.turn_player != 0 or duel.phase != "main1" or duel.request.kind != "idle":
        request = duel.request
        if request.kind == "idle" and duel.turn_player == 1:
            s.pick("end_turn", request="idle")
        else:
            s.pick("pass", first=True)
    s.pick("summon", "Skilled White Magician", request="idle", zone=4, first=True)
    _until_idle(duel, s)
    third = duel.players[0].mzone[4]
    assert third is not None and third.data.name == "Skilled White Magician"
    roles = duel._field_roles()
    assert _ids(_quiet(roles)) == _ids([new, old.card(duel), third])
    check_kept_answers(duel, activations=False)


def test_a_field_spell_named_by_the_last_move_that_did_not_move_is_left_to_the_walk():
    """Yami face-up in player 0's Field Zone (its continuous tag "stats" filed), the lists
    made, then one bump of the field version that no move of Yami made (as a change of
    control makes) while `_last_plain` still names Yami: Yami is in the lists and still in
    the Field Zone, so it did not leave; `_field_filed` gives None and `_field_roles` walks,
    Yami still listed and filed under its tag."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Celtic Guardian", zone=0)
    table.monster(1, "Battle Ox", zone=1)
    yami = table.field_spell(0, "Yami")
    duel = table.build()
    card = yami.card(duel)
    assert card.location == S.FZONE and duel.players[0].fzone is card
    cache = duel._field_roles()
    assert card in cache[1] and card in cache[5]["stats"]
    duel._field_version += 1
    duel._last_plain = card
    assert duel._field_filed(cache, card, duel._field_version) is None
    roles = duel._field_roles()
    assert card in roles[1] and _ids(roles[5]["stats"]) == _ids([card])
    check_kept_answers(duel, activations=False)


def test_the_lists_made_before_a_filed_card_leaves_are_not_changed_by_the_update():
    """Player 0's Battle Ox (1700 ATK) attacks player 1's Sangan (1000 ATK, a trigger on its
    way to the GY: filed under its happening types). The lists made before the battle are
    kept as they were: the update after Sangan leaves makes new lists and new filing dicts
    (a reader still holding the old ones, a pass until it looks at the version again, reads
    the field they were made for); the new ones are the walk's."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Battle Ox", zone=0)
    sangan = table.monster(1, "Sangan", zone=1)
    table.monster(1, "Celtic Guardian", zone=3)
    duel = table.build()
    s = Script(duel)
    gone = sangan.card(duel)
    before = duel._field_roles()
    events = {kind: _ids(cards) for kind, cards in before[6].items()}
    assert all(id(gone) in events[kind] for kind in chain_module._KINDS_AT_PLACES[gone.script][gone.location])
    s.pick("battle", request="idle")
    s.pick("attack", "Battle Ox", target="Sangan")
    while duel.request is not None and gone.location == S.MZONE:
        s.pick("pass", first=True)
    assert gone.location == S.GRAVE
    after = duel._field_roles()
    assert after is not before and after[6] == {}
    assert {kind: _ids(cards) for kind, cards in before[6].items()} == events
    assert id(gone) in _ids(before[1]) and id(gone) in _ids(before[2])
    check_kept_answers(duel, activations=False)


def test_the_lists_made_before_a_filed_card_enters_are_not_changed_by_the_update():
    """Player 0 Normal Summons Sangan beside Mystic Tomato (both filed under their happening
    types): the lists made before the summon still file only Mystic Tomato afterwards; the
    new ones file Sangan too, and are the walk's."""
    table = Table(turn=3, turn_player=0)
    tomato = table.monster(0, "Mystic Tomato", zone=2)
    table.monster(1, "Battle Ox", zone=1)
    table.hand(0, "Sangan")
    duel = table.build()
    s = Script(duel)
    before = duel._field_roles()
    events = {kind: _ids(cards) for kind, cards in before[6].items()}
    assert all(ids == _ids([tomato.card(duel)]) for ids in events.values())
    s.pick("summon", "Sangan", request="idle", zone=1)
    _until_idle(duel, s)
    sangan = duel.players[0].mzone[1]
    after = duel._field_roles()
    assert after is not before and sangan in after[2]
    assert {kind: _ids(cards) for kind, cards in before[6].items()} == events
    assert sangan not in before[1] and sangan not in before[2]
    check_kept_answers(duel, activations=False)
