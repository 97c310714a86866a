"""A monster whose control returns at the end of the turn (Change of Heart) is placed by
plain code (actions.py `_expire_lingering`) in the first legal zone of its owner, its zone
noted in `_zone_pending`: the owner chooses it (seed 000 §特殊召喚: the player chooses any
empty Monster Zone; engine/zones.py: "the engine asks their zone before the next decision
... Nothing but that same callback's plain code runs in between"). Ruled here: the zone is
asked before anything else happens, so nothing is offered for a card's place the owner has
not chosen. Blasting Fuse (activated only while every zone of its column holds a card)
sits in the column of that first zone: once the owner puts the monster elsewhere, the
column is not full and Blasting Fuse must not be offered.

Found by the kept-answers oracle (hfuzz3), property test kind 2 seed 1100612, turn 25: the
next turn's Draw Phase window found its options while the monster stood in the provisional
zone, then the zone question moved it, then the window's priority offered Blasting Fuse.
Before the fix in turn.py `_end_turn` (main 5011845) Blasting Fuse was offered with its
column not full."""

from duelist.testing.scenario import Script, Table


def test_blasting_fuse_is_not_offered_for_the_zone_a_returning_monster_left():
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main2")
    table.hand(0, "Change of Heart")
    table.monster(0, "Battle Ox", zone=4)
    table.spell_trap(0, "Waboku", zone=4)
    table.monster(1, "Celtic Guardian", zone=2)
    table.spell_trap(1, "Blasting Fuse", zone=0)
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel, zones="ask")
    s.pick("activate", "Change of Heart", player=0)
    s.zones()
    s.pick("target", "Celtic Guardian", player=0)
    while duel.request.kind != "idle":
        request = duel.request
        duel.answer(next((o for o in request.options if o.kind == "pass"), request.options[0]))
    s.pick("end_turn")
    offered_with_column_not_full = []
    moved = False
    while duel.request is not None and not (duel.request.kind == "idle" and duel.turn == 4):
        request = duel.request
        if request.kind == "zone" and request.player == 1 and not moved:
            # the returning Celtic Guardian: put it in Monster Zone 4, out of Blasting Fuse's column
            duel.answer(next(o for o in request.options if o.zone == 3))
            moved = True
            continue
        if request.kind == "chain" and request.player == 1:
            fuse = [o for o in request.options if o.kind == "activate" and o.name == "Blasting Fuse"]
            card = [c for c in duel.players[1].szone if c is not None and c.data.name == "Blasting Fuse"][0]
            if fuse and not duel.column_slots(duel.column_of(card)).count(None) == 0:
                offered_with_column_not_full.append(duel.turn)
        duel.answer(next((o for o in request.options if o.kind == "pass"), request.options[0]))
    assert moved, "no zone question for the returning monster"
    assert [c.data.name if c else None for c in duel.players[1].mzone][3] == "Celtic Guardian"
    assert not offered_with_column_not_full, "Blasting Fuse offered with its column not full"


def test_a_monster_back_from_interdimensional_matter_transporter_is_placed_before_any_window():
    """The same rule in the End Phase: the monster Interdimensional Matter Transporter banished
    comes back in the End Phase, placed by plain code in its owner's first free zone; its
    owner chooses the zone before the End Phase's window looks at what may be activated, so
    Blasting Fuse (Set in that first zone's column, which is full only while the monster
    stands there) is never offered once the owner has put the monster elsewhere. Found by the
    kept-answers oracle (property test kind 2, seed 1205246 --determinize 7); before the fix in
    chain.py `_window` the window found its options first."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.monster(0, "Mystical Elf", zone=1, position="defense")
    table.spell_trap(0, "Blasting Fuse", zone=0)
    table.spell_trap(0, "Interdimensional Matter Transporter", zone=1)
    table.monster(1, "Battle Ox", zone=4)
    table.spell_trap(1, "Waboku", zone=4)
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel, zones="ask")
    s.pick("activate", "Interdimensional Matter Transporter")
    s.pick("target", "Mystical Elf")
    while duel.request.kind != "idle":
        request = duel.request
        duel.answer(next((o for o in request.options if o.kind == "pass"), request.options[0]))
    assert [c.name for c in duel.players[0].banished] == ["Mystical Elf"]
    s.pick("end_turn")
    offered_with_column_not_full = []
    moved = False
    while duel.request is not None and duel.turn == 3:
        request = duel.request
        if request.kind == "zone" and request.player == 0 and not moved:
            duel.answer(next(o for o in request.options if o.zone == 3))    # out of the Fuse's column
            moved = True
            continue
        if request.kind == "chain" and request.player == 0:
            fuse = [o for o in request.options if o.kind == "activate" and o.name == "Blasting Fuse"]
            card = [c for c in duel.players[0].szone if c is not None and c.data.name == "Blasting Fuse"][0]
            if fuse and duel.column_slots(duel.column_of(card)).count(None) != 0:
                offered_with_column_not_full.append(duel.phase)
        duel.answer(next((o for o in request.options if o.kind == "pass"), request.options[0]))
    assert moved, "no zone question for the returning monster"
    assert duel.players[0].mzone[3] is not None and duel.players[0].mzone[3].data.name == "Mystical Elf"
    assert not offered_with_column_not_full, "Blasting Fuse offered with its column not full"
