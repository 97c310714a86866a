"""Tower of Babel (94256039), Continuous Trap."""
from duelist.cards.common import EV, M, STATE, Effect, activate
from duelist.engine import state as S

DESCRIPTION = ("Continuous Trap. Each time a Spell Card activated while it is face-up resolves, it "
               "gets a Spell Counter. As the 4th is placed, it is destroyed and the player who "
               "activated that Spell Card takes 3000 damage (no chain link).")

COUNTER = M.SPELL_COUNTER
WATCHING = M.SPELL_LINKS        # [card uid, link number, counts, activating player]
LIMIT = 4


def _spell_links(ctx):
    return [[link.card_uid, link.number, link.negated is None, link.player] for link in ctx.chain
            if link.card_activation and link.card_type == "Spell"]


def _view(ctx, card):
    """As Skilled White Magician counts (its script): a Spell activation already on the chain when
    this card first looked, or negated, never counts."""
    seen = ctx.marked(card, WATCHING)
    links = _spell_links(ctx)
    if seen is None:
        return [[uid, number, False, who] for uid, number, _, who in links]
    dead = [entry[:2] for entry in seen if not entry[2]]
    return [[uid, number, live and [uid, number] not in dead, who] for uid, number, live, who in links]


def chain_changed(ctx):
    card = ctx.card
    if card.location != S.SZONE or not card.face_up or not card.activated:
        return False
    seen = ctx.marked(card, WATCHING)
    return seen is None or _view(ctx, card) != seen


def watch(ctx):
    card = ctx.card
    now = _view(ctx, card)
    seen = ctx.marked(card, WATCHING) or ()
    here = [entry[:2] for entry in now]
    resolved = [entry for entry in seen if entry[:2] not in here and entry[2]]
    ctx.mark(card, WATCHING, now)
    if not resolved:
        return
    count = ctx.marked(card, COUNTER, 0)
    for entry in resolved:
        count += 1
        ctx.mark(card, COUNTER, count)
        ctx.announce(card, EV.COUNTER, counter="Spell Counter", count=count)
        if count >= LIMIT:
            yield from ctx.destroy([card])
            ctx.damage(entry[3], 3000)
            return


# One meaning in both eras (the 2005 print, IOC: each time a Spell Card is activated, 1 Spell
# Counter; with the 4th, destroy this card and 3000 damage to the player who activated that Spell
# Card): no ERAS entry.
EFFECTS = [
    activate(),
    Effect(STATE, condition=chain_changed, resolve=watch, label="Spell Counter; the 4th: 3000 damage"),
]
