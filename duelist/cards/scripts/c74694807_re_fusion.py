"""Re-Fusion (74694807), Equip Spell."""
from duelist.cards.common import (APPLY, DS_ALWAYS, Effect, FreeMonsterZones, H, R, Target, activate, free_monster_zone,
                                  stays_equipped)
from duelist.cards.scripts.c70828912_premature_burial import can_pay, cost, destroyed_itself, legal, resolve
from duelist.engine import state as S

DESCRIPTION = ("Equip Spell: for 800 LP, bring a Fusion Monster back from your own GY in Attack "
               "Position with this card attached to it; should this card be destroyed, that monster "
               "is banished (Premature Burial for Fusion Monsters, with a banishment).")

APPLY_INDEX = 1          # the index of the applied effect in EFFECTS (Premature Burial's resolve reads its own)


def fusion(ctx, card):
    return card.data.is_monster and "Fusion" in card.data.kinds and legal(ctx, card)


def banish_monster(ctx):
    """The monster this card was still equipped to when it was destroyed (the relation cut by
    that destruction), unless this card was negated then: banished (yugioh-wiki.net 《再融合》)."""
    for ev in ctx.happenings:
        if ev["type"] == H.UNRELATED and ev["kind"] == R.EQUIP and ev["cause"] == "source" \
                and ev["cid"] == ctx.card.cid and not ev["negated"]:
            monster = ctx.card_by_uid(ev["target_uid"])
            if monster is not None and monster.location == S.MZONE and monster.face_up:
                ctx.banish([monster])


# (the 2005 print, Flaming Eternity FET-EN047, and today's do the same; no ERAS entry)
EFFECTS = [
    activate(resolve, special_summons=True, condition=FreeMonsterZones(1, free_monster_zone), can_pay=can_pay, cost=cost,
             target=Target(lambda ctx: ctx.grave("me"), filter=fusion, prompt="Re-Fusion: revive which Fusion Monster?"),
             equip_filter=stays_equipped),
    Effect(APPLY, events=H.DESTROYED, match=destroyed_itself, range=("delayed",), resolve=banish_monster,
           label="banish the equipped monster", damage_step=DS_ALWAYS),
]
