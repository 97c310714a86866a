"""King Tiger Wanghu (83986578), Effect Monster."""
from duelist.cards.common import TRIGGER, Effect, H
from duelist.engine import state as S

DESCRIPTION = ("Level 4 EARTH Beast (1700/1000). Each time monsters with 1400 or less ATK are Normal or "
               "Special Summoned face-up (either side; not a Flip Summon, not a face-down summon) while "
               "this card is already face-up on the field, a mandatory trigger destroys those of them that "
               "still have 1400 or less ATK (one link for those summoned at once); it does nothing if this "
               "card is no longer face-up on the field when it resolves.")

_KINDS = ("normal", "tribute", "special", "proc")


def _weak_summon(ctx, ev):
    """The face-up monster of ATK 1400 or less (continuous effects applied) that this happening
    Normal or Special Summoned, else None."""
    if ev.get("type") != H.SUMMONED or ev.get("kind") not in _KINDS:
        return None
    card = ctx.card_by_uid(ev.get("uid"))
    if card is None or card.location != S.MZONE or not card.face_up or ctx.atk(card) > 1400:
        return None
    return card


def _match(ctx, ev):
    return _weak_summon(ctx, ev) is not None


def _not_summoned_with_them(ctx):
    """Today's text: only while it is already on the field (not summoned in the same batch)."""
    card = ctx.card
    return not any(ev.get("type") == H.SUMMONED and ev.get("cid") == card.cid and ev.get("uid") == card.uid
                   for ev in ctx.happenings)


def _note(ctx):
    # the monsters of the summon that started this trigger (every one summoned at once): its own
    # batch (`ctx.happenings`), which is not the window's last one where the summon came about in
    # the middle of a chain (Scapegoat chained to Pot of Greed)
    ctx.link.info["victims"] = [c.uid for c in (_weak_summon(ctx, ev) for ev in ctx.happenings)
                                if c is not None]


def resolve(ctx):
    card = ctx.card
    if not (ctx.card_still_here and card.location == S.MZONE and card.face_up):
        return                      # yugioh-wiki.net FAQ 09/03/17: not applied once it left the field
    victims = [ctx.card_by_uid(uid) for uid in ctx.link.info.get("victims", ())]
    # (only those that still have 1400 or less ATK: Rush Recklessly chained to it saves one)
    victims = [c for c in victims if c is not None and c.location == S.MZONE and c.face_up and ctx.atk(c) <= 1400]
    if victims:
        yield from ctx.destroy(victims)


EFFECTS = [Effect(TRIGGER, events=H.SUMMONED, match=_match, condition=_not_summoned_with_them, cost=_note,
                  resolve=resolve, destroys=True, label="monsters with 1400 or less ATK summoned: destroy them")]

# the 2005 rulings (the PGD-era FAQ, shuffleandcut.com's ruling list): summoned at the same time as
# them (Cyber Jar), it destroys them too, itself included when its own ATK is 1400 or less then;
# today's text ("already in the Monster Zone", yugioh-wiki.net) leaves those alone
ERAS = {"2005": {
    "DESCRIPTION": ("Level 4 EARTH Beast (1700/1000). Each time monsters with 1400 or less ATK are Normal or "
                    "Special Summoned face-up (either side; not a Flip Summon, not a face-down summon) while "
                    "this card is face-up on the field, those summoned together with it included, a "
                    "mandatory trigger destroys those of them that still have 1400 or less ATK; it does "
                    "nothing if this card is no longer face-up on the field when it resolves."),
    "EFFECTS": [Effect(TRIGGER, events=H.SUMMONED, match=_match, cost=_note, resolve=resolve, destroys=True,
                       label="monsters with 1400 or less ATK summoned: destroy them")],
}}
