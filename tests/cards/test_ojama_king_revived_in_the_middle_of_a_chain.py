"""Ojama King Special Summoned by a chain link blocks its zones at once, before the next link
resolves: a continuous effect applies from the moment its monster is face-up, even in the
middle of a chain's resolution (seed 000 §效果分類 › 永續效果: "即使是在效果處理途中，從變成表側表示的
時點開始效果就會适用"). Its controller chooses the zones then (engine/zones.py `pick_zones`, settled
after the link's state checks), so a Scapegoat below it in the chain finds too few usable zones
and summons nothing (all four Tokens or none)."""

from duelist.testing.scenario import Script, Table


def _scapegoat_under_call_of_the_haunted():
    """Player 0 Normal Summons Battle Ox; player 1 answers with Scapegoat (Chain Link 1), and
    player 0 chains Call of the Haunted on Ojama King (properly Fusion Summoned before, now in
    the GY): Chain Link 2 resolves first."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.properly_summoned(table.grave(0, "Ojama King"))
    table.spell_trap(0, "Call of the Haunted")
    table.spell_trap(1, "Scapegoat")
    table.hand(0, "Battle Ox")
    for player in (0, 1):
        table.deck(player, ["Beaver Warrior"] * 4)
    duel = table.build()
    s = Script(duel, zones="ask")
    s.pick("summon", "Battle Ox")
    while duel.request.kind == "zone":
        duel.answer(duel.request.options[0].id)
    s.pick("pass", player=0)
    s.pick("activate", "Scapegoat", player=1)
    s.pick("activate", "Call of the Haunted", player=0)
    s.pick("target", "Ojama King", request="target")
    return duel, s


def test_ojama_king_revived_by_chain_link_2_chooses_before_scapegoat_resolves():
    duel, s = _scapegoat_under_call_of_the_haunted()
    asked = []
    while duel.request.kind in ("zone", "position"):
        request = duel.request
        if request.kind == "zone" and "cannot be used" in request.prompt:
            asked.append(sorted(o.zone for o in request.options))
            duel.answer(request.options[-1].id)        # zones 4, 3 and 2
        else:
            duel.answer(request.options[0].id)
    assert asked == [[0, 1, 2, 3, 4], [0, 1, 2, 3], [0, 1, 2]]
    kinds = [e["type"] for e in duel.log]
    blocked = kinds.index("zones_blocked")
    resolving = [i for i, e in enumerate(duel.log) if e["type"] == "resolve"]
    assert len(resolving) == 2 and resolving[0] < blocked < resolving[1]
    assert duel.log[blocked]["zones"] == [2, 3, 4]
    # Scapegoat found two usable zones where it needs four: no Token at all
    assert [c for c in duel.players[1].mzone if c is not None] == []
    assert duel.request.kind == "idle" and duel.request.player == 0


def test_the_zones_ojama_king_blocks_are_unused_ones():
    """Whatever happens after it in the chain, the zones it blocks were unused when it chose
    them and no card of the opponent stands in one afterwards."""
    duel, s = _scapegoat_under_call_of_the_haunted()
    while duel.request.kind in ("zone", "position"):
        duel.answer(duel.request.options[0].id)
    blocked = [e for e in duel.log if e["type"] == "zones_blocked"][-1]["zones"]
    assert len(blocked) == 3
    assert all(duel.players[1].mzone[z] is None for z in blocked)
