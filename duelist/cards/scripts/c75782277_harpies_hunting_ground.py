"""Harpies' Hunting Ground (75782277), Field Spell."""
from duelist.cards.common import TRIGGER, Effect, Target, field_spell, race_is
from duelist.engine import state as S
from duelist.cards.common import DESTROYS_TARGETS, Destroys  # (round 58f: destroys which)

DESCRIPTION = ("Field Spell: every face-up Winged Beast monster gains 200 ATK and DEF. Each time a "
               "\"Harpie Lady\" or \"Harpie Lady Sisters\" is Normal or Special Summoned (by either "
               "player), the player who Summoned it must target 1 Spell/Trap on the field (this "
               "card too, if no other) and destroy it.")

HARPIE_LADY = 76812113
SISTERS = 12206212


def harpie_summoned(ctx, ev):
    """A "Harpie Lady" or "Harpie Lady Sisters" was Normal (Tribute too) or Special Summoned; a
    Flip Summon is neither."""
    if ev.get("kind") not in ("normal", "tribute", "special", "proc"):
        return False
    card = ctx.card_by_cid(ev["cid"])
    return card is not None and (ctx.is_named(card, HARPIE_LADY) or ctx.is_named(card, SISTERS))


def spells_traps(ctx):
    return ctx.spells_traps("both")


def on_field(ctx, card):
    return card.location in (S.SZONE, S.FZONE)


def _on_field_spells_traps(ctx):
    """(2005: picked as it resolves) any Spell or Trap on the field."""
    return [c for c in ctx.spells_traps("both") if on_field(ctx, c)]


def resolve(ctx):
    yield from ctx.destroy(ctx.targets)


def resolve_2005(ctx):
    """(2005: no target; the card is picked as the effect resolves)"""
    found = [c for c in ctx.spells_traps("both") if on_field(ctx, c)]
    if not found:
        return
    chosen = yield from ctx.choose_cards(found, 1, prompt="Harpies' Hunting Ground: destroy which Spell/Trap?")
    yield from ctx.destroy(chosen)


def _effects(texts):
    if texts == "2005":
        trigger = Effect(TRIGGER, events="summoned", match=harpie_summoned, resolve=resolve_2005, destroys=Destroys(_on_field_spells_traps),
                         label="a Harpie Lady was summoned: destroy 1 Spell/Trap")
    else:
        trigger = Effect(TRIGGER, events="summoned", match=harpie_summoned, resolve=resolve, destroys=DESTROYS_TARGETS,
                         by_summoner=True,
                         target=Target(spells_traps, filter=on_field,
                                       prompt="Harpies' Hunting Ground: destroy which Spell/Trap?"),
                         label="a Harpie Lady was summoned: destroy 1 Spell/Trap")
    return field_spell((race_is("Winged Beast"), 200, 200)) + [trigger]


# today's text: a mandatory trigger that targets 1 Spell/Trap on the field, activated by the player
# who Summoned the Harpie (OCG: そのプレイヤーは...対象として発動する: `by_summoner`)
EFFECTS = _effects("current")

# the 2005 text (RDS): "destroy 1 Spell or Trap card on the field", no target: picked at resolution
ERAS = {"2005": {
    "DESCRIPTION": ("Field Spell: every face-up Winged Beast monster gains 200 ATK and DEF. Each time "
                    "a \"Harpie Lady\" or \"Harpie Lady Sisters\" is Normal or Special Summoned (by "
                    "either player), its controller must destroy 1 Spell/Trap on the field (this "
                    "card too, if no other), picked as the effect resolves: no target (2005 text)."),
    "EFFECTS": _effects("2005"),
}}
