"""State invariants checked after every decision by the property tests."""

from duelist.engine import state as S

PILES = (S.DECK, S.HAND, S.GRAVE, S.BANISHED, S.EXTRA)
MONSTER_POSITIONS = (S.FACEUP_ATTACK, S.FACEUP_DEFENSE, S.FACEDOWN_DEFENSE)


class InvariantError(AssertionError):
    pass


def _fail(duel, message):
    raise InvariantError("turn %s, phase %s: %s" % (duel.turn, duel.phase, message))


def check_invariants(duel, card_totals=None):
    """Raise InvariantError if the duel's state breaks a rule of the table."""
    rules = duel.rules
    seen = [0] * len(duel.cards)
    for p, ps in enumerate(duel.players):
        for loc in PILES:
            for i, card in enumerate(getattr(ps, loc)):
                seen[card.cid] += 1
                if card.location != loc:
                    _fail(duel, "%r is in %s but says %s" % (card, loc, card.location))
                if card.owner != p:
                    _fail(duel, "%r is in player %d's %s but is owned by %d" % (card, p, loc, card.owner))
        if len(ps.mzone) != rules.main_monster_zones or len(ps.szone) != rules.spell_trap_zones:
            _fail(duel, "player %d has %d monster / %d spell zones" % (p, len(ps.mzone), len(ps.szone)))
        for zones, loc in ((ps.mzone, S.MZONE), (ps.szone, S.SZONE)):
            for i, card in enumerate(zones):
                if card is None:
                    continue
                seen[card.cid] += 1
                if card.location != loc or card.seq != i or card.controller != p:
                    _fail(duel, "%r sits in player %d's %s %d" % (card, p, loc, i))
                if loc == S.MZONE and card.position not in MONSTER_POSITIONS:
                    _fail(duel, "%r has position %s in a Monster Zone" % (card, card.position))
        if ps.fzone is not None:
            seen[ps.fzone.cid] += 1
            if ps.fzone.location != S.FZONE:
                _fail(duel, "%r in the Field Zone says %s" % (ps.fzone, ps.fzone.location))
        if ps.lp < 0:
            _fail(duel, "player %d has negative LP %d" % (p, ps.lp))
        if not 0 <= ps.normal_summons <= 1:
            _fail(duel, "player %d made %d Normal Summons this turn" % (p, ps.normal_summons))
    expected_emz = 2 if rules.extra_monster_zones else 0
    if len(duel.emz) != expected_emz:
        _fail(duel, "%d Extra Monster Zones under %s" % (len(duel.emz), rules.name))
    for i, card in enumerate(duel.emz):
        if card is not None:
            seen[card.cid] += 1
            if card.location != S.MZONE or card.seq != 5 + i:
                _fail(duel, "%r sits in Extra Monster Zone %d" % (card, i))
    for cid, count in enumerate(seen):
        if duel.cards[cid].location == "void":
            # a Token that left the field: it exists nowhere (seed 000: Tokens only exist on the field)
            if count != 0 or not duel.cards[cid].data.is_token:
                _fail(duel, "%r is void but not a vanished Token" % (duel.cards[cid],))
            continue
        if count != 1:
            _fail(duel, "%r is in %d places" % (duel.cards[cid], count))
    uids = set()
    for card in duel.cards:
        if card.uid in uids:
            _fail(duel, "uid %d is used twice" % card.uid)
        uids.add(card.uid)
        if card.on_field and card.attacks > 1 and not (
                card.script is not None and "attack_all" in card.script.cont_tags):   # Asura Priest
            _fail(duel, "%r attacked %d times" % (card, card.attacks))
    if card_totals is not None:
        for p in (0, 1):
            owned = sum(1 for c in duel.cards if c.owner == p and not c.data.is_token)
            if owned != card_totals[p]:
                _fail(duel, "player %d owns %d cards, expected %d" % (p, owned, card_totals[p]))
    if duel.result is None:
        request = duel.request
        if request is None or not request.options:
            _fail(duel, "the duel is not over but no decision is pending")
        for i, option in enumerate(request.options):
            if option.id != i:
                _fail(duel, "option %d has id %d" % (i, option.id))
        off_turn = 1 - duel.turn_player
        # (effects may add cards to a hand in the opponent's turn: only rules-only duels)
        if duel.turn >= 1 and not duel._any_scripts and len(duel.players[off_turn].hand) > rules.hand_limit:
            _fail(duel, "player %d holds %d cards outside their turn"
                  % (off_turn, len(duel.players[off_turn].hand)))
    elif duel.request is not None:
        _fail(duel, "the duel is over but a request is pending")
