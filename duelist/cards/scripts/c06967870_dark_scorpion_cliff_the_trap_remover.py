"""Dark Scorpion - Cliff the Trap Remover (6967870), Effect Monster."""
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect, H, Target

DESCRIPTION = ("Level 3 DARK Warrior. Each time it deals the opponent battle damage, its controller "
               "may pick one as it is activated: target a Spell/Trap on the field and destroy it, "
               "or send the top 2 cards of the opponent's Deck to the GY.")

MODES = ["Destroy 1 Spell/Trap on the field", "Send the top 2 cards of the opponent's Deck to the GY"]


class ModeTarget(Target):
    """The target of one mode of a "pick 1 of these effects" trigger: the activation needs a
    legal one only while no other mode is open (`others(ctx)`); once the mode is picked the
    candidates say whether it targets (Dark Scorpions Cliff and Gorg)."""

    __slots__ = ("others",)

    def __init__(self, candidates, others, **kw):
        Target.__init__(self, candidates, **kw)
        self.others = others

    def enough(self, ctx):
        return self.others(ctx) or Target.enough(self, ctx)


def dealt_battle_damage(ctx, ev):
    card = ctx.card
    return ev.get("reason") == "battle" and ev.get("source") == card.cid and ev.get("source_uid") == card.uid \
        and ev.get("player") == ctx.opponent


def modal_trigger(modes, deck_mode_open, target, resolve_target, resolve_deck, name, label, **kw):
    """A Dark Scorpion's "pick one" battle-damage trigger: mode 0 targets (`target`, a
    ModeTarget), mode 1 works on the opponent's Deck."""

    def choose(ctx):
        open_modes = []
        if Target.enough(target, ctx):
            open_modes.append(0)
        if deck_mode_open(ctx):
            open_modes.append(1)
        pick = 0
        if len(open_modes) > 1:
            pick = yield from ctx.choose_option([modes[i] for i in open_modes], "%s: which effect?" % name)
        ctx.link.info["mode"] = open_modes[pick]
        ctx.declare("effect", modes[open_modes[pick]])

    def resolve(ctx):
        if ctx.link.info.get("mode") == 0:
            if not ctx.targets:
                return
            result = resolve_target(ctx)
        else:
            result = resolve_deck(ctx)
        if result is not None and hasattr(result, "send"):
            yield from result

    return Effect(TRIGGER, events=H.DAMAGE, match=dealt_battle_damage, optional=True, damage_step=DS_ALWAYS,
                  cost=choose, resolve=resolve, target=target, label=label, **kw)


def mode_candidates(fetch):
    """The targeting mode's candidates: none once the Deck mode is picked."""
    def candidates(ctx):
        link = ctx.link
        if link is not None and link.info.get("mode") == 1:
            return []
        return fetch(ctx)
    return candidates


def _deck_open(ctx):
    return ctx.deck_count("opp") > 0


def _destroy(ctx):
    yield from ctx.destroy(ctx.targets)


def _mill_two(ctx):
    top = ctx.deck("opp")[:2]
    if top:
        ctx.send_to_grave(top, "effect")


# The 2005 text (DR1/MFC, "When ... you can", activated at once in the Damage Step) and today's
# do the same: no ERAS entry.
EFFECTS = [modal_trigger(MODES, _deck_open,
                         ModeTarget(mode_candidates(lambda ctx: ctx.spells_traps("both")), _deck_open,
                                    prompt="Cliff the Trap Remover: destroy which Spell/Trap?"),
                         _destroy, _mill_two, "Cliff the Trap Remover",
                         "destroy a Spell/Trap or mill 2",
                         destroys=lambda ctx: ctx.link is not None and ctx.link.info.get("mode") == 0)]
