"""The plain computations the engine's kept answers and shortcuts are checked against: what
the rules give, walked from nothing, with no cache and no shortcut (docs/performance.md,
issue 11: every kept answer has a test that compares it with these). Shared by the tests
of tests/engine/ and by the kept-answers oracle (invariants.check_kept_answers)."""

from duelist.engine import state as S


def plain_activations(duel, player, idle, priority=True):
    """The (uid, effect index) pairs `player` may activate now, by the plain rule: every
    card of the player (hand, Spell & Trap Zones, Monster Zones, GY, Field Zone), every
    effect of its kind (those that may start a chain at the idle menu, those that may
    respond in a window), through `_can_activate` (ENGINE.md §3), with the window's own
    tests: the summon-negation window offers only what negates a summon and nothing else
    does; in a chain, spell speed 2 or more and at least the speed of the last link; outside
    one, no Ignition Effect and a spell speed 1 effect only in the phase it names; at the
    idle menu nothing while a chain is open. Under GOAT's priority (`Rules.ignition_priority`),
    the turn player asked in a Main Phase window that a Summon opened, no chain being built,
    may also activate the Ignition Effects of their Monster Cards (goatformat.com's rule 4: "a
    monster's Ignition Effect"; not Wave-Motion Cannon's); so may they where a chain has just
    resolved whose last link did what an effect of the duel answers (`Duel._hears[1]`: Michizure's
    destruction; chain.py `_answerable_after_chain` makes those the window's happenings only where
    somebody may answer them; the turn player's other first asks in a Main Phase with no chain
    follow a Summon: a manual change of position opens no window, the menu's settling window
    has closed its happenings before it opens); priority=False
    leaves those out (what the window's own column of responses allows: a kept empty window
    answer is about that column alone, and `_window` asks for the Ignition Effects before it
    reads that answer). The activation locks are the rule's too: no Trap Card activated while
    a "Trap Cards cannot be activated" reaches the player (Jinzo, Mirage Dragon, Forced
    Ceasefire), no Spell Card -- a Pendulum scale's activation included -- while a "Spell Cards
    cannot be activated" does (C.NO_SPELL_ACTIVATION: Spell Canceller, Ancient Gear Golem's
    opponent while it attacks; `Effect.spell_activation`), both asked by `_can_activate`;
    Setting the card stays legal, and an effect a face-up Spell activates is no card's
    activation (round 55s)."""
    chain = duel.chain
    if chain and idle:
        return []
    need = duel._speed_of(chain[-1]) if chain else 0
    ps = duel.players[player]
    summoning = bool(duel.summoning) and not chain
    out = []
    groups = (ps.hand, ps.szone, duel.monsters(player), ps.grave, (ps.fzone,) if ps.fzone else ())
    for group in groups:
        for card in group:
            if card is None or card.script is None:
                continue
            for effect in (card.script.activatable if idle else card.script.responses):
                if (effect.tag == "negate_summon") != summoning:
                    continue
                if chain:
                    if effect.speed < 2 or effect.speed < need:
                        continue
                elif not idle and (effect.kind == "ignition" or (effect.speed < 2 and effect.timing != duel.phase)):
                    continue
                if duel._can_activate(player, card, effect):
                    out.append((card.uid, effect.index))
    if (summoning or chain) and not idle:
        # "either player can ...": the opponent's face-up cards' effects declared `by_either`
        # (Royal Oppression: its summon negation, or in a chain its answer to a link), after the
        # player's own (chain.py `_with_either`)
        other = duel.players[1 - player]
        for card in list(other.szone) + [other.fzone]:
            if card is None or card.script is None or not card.face_up:
                continue
            for effect in card.script.responses:
                if chain and (effect.speed < 2 or effect.speed < need):
                    continue
                if effect.by_either and (effect.tag == "negate_summon") == summoning and \
                        duel._can_activate(player, card, effect):
                    out.append((card.uid, effect.index))
    answered = duel._hears[1]
    if priority and not idle and not chain and not summoning and duel.rules.ignition_priority and \
            player == duel.turn_player and duel.phase in (S.PHASE_MAIN1, S.PHASE_MAIN2) and \
            any(ev["type"] == "summoned" or ev["type"] in answered for ev in duel._window_events):
        # (offered after the window's own, in the same walk's order)
        for group in groups:
            for card in group:
                if card is None or card.script is None:
                    continue
                for effect in card.script.activatable:
                    if effect.kind == "ignition" and card.data.is_monster and \
                            duel._can_activate(player, card, effect):
                        out.append((card.uid, effect.index))
    return out
