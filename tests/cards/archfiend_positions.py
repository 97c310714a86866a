"""Shared moves for the tests of the Dark Crisis "Archfiend" cards (round 56c): settling a chain,
answering an optional trigger and a search, and the die rolls a duel logged. No rulings here: each
card's test file states its own."""

from duelist.testing.reads import of_type


def settle(duel, s, yes=True, pick=None):
    """Pass every chain window; order the effects of a phase as offered; take the first word offered (a summon's Attack
    Position); answer an optional
    trigger `yes`; pick `pick` (a name) when a select request asks for it."""
    while duel.request is not None:
        kind = duel.request.kind
        if kind == "chain":
            s.pick("pass", player=duel.request.player)
        elif kind == "order":
            s.pick("chain_trigger", first=True, player=duel.request.player)     # (the upkeep first)
        elif kind == "option":
            s.pick("option", first=True, player=duel.request.player)     # (a summon: Attack Position)
        elif kind == "yes_no":
            s.pick("yes" if yes else "no", player=duel.request.player)
        elif kind == "select" and pick is not None:
            s.pick("select", pick, first=True)
            pick = None
        else:
            return


def rolled(duel):
    """The results of the die rolls logged, in order."""
    return [e["result"] for e in of_type(duel, "die_roll")]


def yes_no_asked(duel):
    return duel.request is not None and duel.request.kind == "yes_no"


def standby(name, lp0=8000, turn=3, field=(), rules="GOAT", opponent_field=(), others=(), opponent_monsters=()):
    """Player 0 controls `name` face-up; the turn `turn` begins at its Draw Phase (turn 3: player
    0's, turn 4: player 1's); `field`: player 0's face-up Spells/Traps (a Field Spell by name
    "Pandemonium"), `opponent_field` player 1's; `others`, `opponent_monsters`: more face-up
    monsters of player 0 and 1. The duel once the chains are settled (in Main Phase 1, unless a
    request other than a chain window waits)."""
    from duelist.testing.scenario import Script, Table
    table = Table(rules=rules, turn=turn, turn_player=(turn + 1) % 2, phase="draw", lp=(lp0, 8000))
    for card in field:
        if card == "Pandemonium":
            table.field_spell(0, card)
        else:
            table.spell_trap(0, card, face_down=False)
    for card in opponent_field:
        table.spell_trap(1, card, face_down=False)
    table.monster(0, name)
    for other in others:
        table.monster(0, other)
    for other in opponent_monsters:
        table.monster(1, other)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    settle(duel, Script(duel))
    return duel


def targeted(name, seed, card="Snatch Steal", own=False, guard=None, opponent_field=()):
    """Turn 4 (own=True: turn 3): player 1 (own: player 0) activates `card` from the hand,
    targeting player 0's face-up `name`; `guard`: another monster player 0 controls
    (Darkbishop Archfiend). The duel once the chain is done."""
    from duelist.testing.scenario import Script, Table
    player = 0 if own else 1
    table = Table(turn=3 if own else 4, turn_player=player)
    table.hand(player, card)
    target = table.monster(0, name)
    if guard is not None:
        table.monster(0, guard)
    for c in opponent_field:
        table.spell_trap(1, c, face_down=False)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build(seed=seed)
    s = Script(duel)
    s.pick("activate", card, first=True, player=player)
    s.pick("target", target, player=player)
    settle(duel, s)
    return duel, target


def die_outcomes(name, faces, seeds=60, guard=None):
    """Snatch Steal on player 0's `name` for seeds in turn until both a negating roll (one of
    `faces`) and another were seen; checks each duel: one roll (by `name` itself, or by `guard`
    beside it), and the outcome. Returns the set of outcomes seen ({True, False})."""
    from duelist.testing.reads import field_monsters, grave
    seen = set()
    for seed in range(seeds):
        duel, target = targeted(name, seed, guard=guard)
        rolls = rolled(duel)
        assert len(rolls) == 1, (seed, rolls)
        negated = rolls[0] in faces
        if negated:
            assert target.card(duel).controller == 0 and grave(duel, 1) == ["Snatch Steal"], seed
        else:
            assert target.card(duel).controller == 1 and grave(duel, 1) == [], seed
            assert name in field_monsters(duel, 1)
        seen.add(negated)
        if len(seen) == 2:
            break
    return seen
