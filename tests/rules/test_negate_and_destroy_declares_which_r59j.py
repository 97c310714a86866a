"""An answer that negates an activation and destroys the card (Magic Jammer, Solemn Judgment, Seven
Tools of the Bandit, Dark Paladin, Stardust Dragon...) is itself an activation "that destroys a card on
the field": the card whose activation it negates, while it is still there. Its effect declares it
(`destroys=DESTROYS_NEGATED`, duelist/cards/common.py, round 59j), so the cards that read which cards a
link would destroy (`Ctx.link_destroys_which`, `Ctx.link_would_destroy_kind`, `Ctx.would_destroy`:
Curse of Royal, Fake Trap, Stardust Dragon) see it, never the script's code.

Sources: yugioh-wiki.net 《王家の呪い》 (Curse of Royal, since the ruling change of about October 2005,
answers in practice only the cards destroying exactly 1 Spell/Trap, "and the opponent's Counter Traps":
a Counter Trap that negates a Spell/Trap Card's activation destroys that one card); each card's text in
our words ("negate the activation, and destroy it"). A negated Summon is not such a destruction: the
monster was never on the field (seed 000 §通常召喚; engine/turn.py `negate_summon`), so Solemn
Judgment's, Horn of Heaven's and Royal Oppression's Summon negations declare nothing (our reading).

What counts here: every effect that is a chain link and whose resolution calls the negation helpers
(`negate_and_destroy` of duelist.cards.common, `Ctx.negate_and_destroy`, `Ctx.negate_activation`,
`Ctx.negate_effect`): it declares which cards it destroys, or is listed as negating without destroying
(NEGATES_ONLY, with the reason)."""

import pytest

from duelist.cards.common import DESTROYS_NEGATED
from duelist.engine.effects import Ctx, Destroys
from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table
from tests.rules.test_effects_that_special_summon_declare_it_r53o import _CHAIN_LINKS, _effects, _names

# the cards whose "negate the activation and destroy it" declares `DESTROYS_NEGATED`, by script name
NEGATE_AND_DESTROY = {
    "anti_spell", "armor_break", "curse_of_royal", "cursed_seal_of_the_forbidden_spell", "dark_paladin",
    "decode_talker", "divine_wrath", "gravekeepers_watcher", "horus_the_black_flame_dragon_lv8",
    "judgment_of_anubis", "magic_drain", "magic_jammer", "royal_oppression", "royal_surrender",
    "seven_tools_of_the_bandit", "solemn_judgment", "spell_shield_type_8", "spell_stopping_statute",
    "spell_vanishing", "stardust_dragon", "trap_jammer", "tutan_mask",
}

# negate an activation or an effect and destroy nothing: (script name, label), with the reason
NEGATES_ONLY = {
    ("big_shield_gardna", "negate a Spell that targets only this face-down card"): "it negates only",
    ("mid_shield_gardna", "negate a Spell that targets only this face-down card"): "it negates only",
    ("dark_balter_the_terrible", "pay 1000 LP: negate a Normal Spell's effect"): "it negates the effect only",
    ("ryu_senshi", "pay 1000 LP: negate a Normal Trap's effect"): "it negates the effect only",
}

_NEGATING = {"negate_and_destroy", "negate_activation", "negate_effect"}


def _negating(found):
    return [(name, effect) for name, effect in found if effect.kind in _CHAIN_LINKS and effect.resolve is not None
            and _names(effect.resolve, set()) & _NEGATING]


def test_every_negate_and_destroy_declares_the_negated_card():
    """Q: which effects negate a chain link and destroy its card as they resolve, and do they say so?
    A: each of the listed cards' (every era's), and each declares `DESTROYS_NEGATED`; no other effect
    declares it."""
    found = _effects()
    negating = _negating(found)
    undeclared = sorted((name, effect.label) for name, effect in negating
                        if "negate_and_destroy" in _names(effect.resolve, set())
                        and effect.destroys is not DESTROYS_NEGATED)
    assert undeclared == []
    declared = {name for name, effect in found if effect.destroys is DESTROYS_NEGATED}
    assert declared == NEGATE_AND_DESTROY
    assert declared == {name for name, effect in negating if "negate_and_destroy" in _names(effect.resolve, set())}


def test_every_other_negation_declares_which_or_destroys_nothing():
    """Q: an effect that negates by another helper (`negate_activation`, `negate_effect`): does it say
    what it destroys? A: Vanity's Call (it destroys the cards of the earlier links) and Anti Raigeki
    (the opponent's monsters, in place of Raigeki's) declare them; the
    others destroy nothing (Big Shield Gardna, Dark Balter the Terrible, Ryu Senshi) and are listed."""
    left = []
    for name, effect in _negating(_effects()):
        if "negate_and_destroy" in _names(effect.resolve, set()) or isinstance(effect.destroys, Destroys):
            continue
        if (name, effect.label) not in NEGATES_ONLY:
            left.append((name, effect.label))
    assert left == []
    declared = {name for name, effect in _negating(_effects()) if isinstance(effect.destroys, Destroys)
                and effect.destroys is not DESTROYS_NEGATED}
    assert declared == {"vanitys_call", "anti_raigeki"}     # (Anti Raigeki: the opponent's monsters; the lead, stop 59)


@pytest.mark.parametrize("name,label", sorted(NEGATES_ONLY))
def test_each_listed_negation_destroys_nothing(name, label):
    """Q: is each listed card one whose negation destroys nothing? A: yes: its resolution calls no
    destruction and it declares none."""
    effects = [effect for n, effect in _negating(_effects()) if n == name and effect.label == label]
    assert effects
    for effect in effects:
        assert not _names(effect.resolve, set()) & {"destroy", "destroy_to", "negate_and_destroy"}
        assert not effect.destroys


def test_summon_negations_declare_nothing():
    """Q: Solemn Judgment, Horn of Heaven and Royal Oppression negate a Summon and destroy the monster:
    do they declare a destruction on the field? A: no: the monster was never on the field (seed 000
    §通常召喚); their other modes (negating a card's activation) do."""
    summons = [(name, effect) for name, effect in _effects() if effect.tag == "negate_summon"]
    assert {name for name, _ in summons} >= {"solemn_judgment", "horn_of_heaven", "royal_oppression"}
    assert [name for name, effect in summons if effect.destroys] == []


def _fake_trap_ctx(duel, ref):
    fake = ref.card(duel)
    return Ctx(duel, fake, fake.script.effects[0], fake.controller)


def test_magic_jammer_declares_the_spell_it_negates():
    """Q: I activate Swords of Revealing Light; my opponent chains Magic Jammer. Which cards would
    Magic Jammer's activation destroy? A: Swords (mine, a Spell on the field), nothing else: a Spell
    of mine, no Trap, no monster; and it is an activation that would destroy a card on the field."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Swords of Revealing Light")
    ref = table.spell_trap(0, "Fake Trap")
    table.spell_trap(0, "Seven Tools of the Bandit")      # (an answer open to me: the chain waits)
    table.spell_trap(1, "Magic Jammer")
    table.hand(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Swords of Revealing Light", player=0)
    s.pick("activate", "Magic Jammer", player=1, request="chain")
    if duel.request.kind == "select":
        s.pick("select", "Battle Ox", player=1)
    assert duel.request.kind == "chain" and duel.request.player == 0
    link = duel.chain[-1]
    assert duel.cards[link.cid].name == "Magic Jammer"
    ctx = _fake_trap_ctx(duel, ref)
    assert [c.name for c in ctx.link_destroys_which(link)] == ["Swords of Revealing Light"]
    assert ctx.link_would_destroy_kind(link, "Spell")
    assert not ctx.link_would_destroy_kind(link, "Trap")
    assert not ctx.link_would_destroy_kind(link, "Spell", player=1)
    assert ctx.would_destroy(link)
    assert grave(duel, 1) == ["Battle Ox"]
