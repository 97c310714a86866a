"""A face-down monster Special Summoned face-down by an effect, in a determinized copy (round
42m: the question round 41c left about the Determinizer's scrub of hidden cards' marks).

Which effect Special Summoned a monster is public: the effect resolved in front of both players
and the log names it in both players' forms (the monster object remembers it in the mark
`SUMMON_SOURCE`, read by `Ctx.summoned_by`: "if this card was Special Summoned by the effect
of a "Gladiator Beast" monster"). The Determinizer deals a face-down monster of the opponent's
again and drops that mark with the rest of what the real card carried. Seed 000 §特殊召喚: a
monster Special Summoned by an effect is face-up unless the card says otherwise, and no
"Gladiator Beast" monster of the pool summons face-down (kit `tag_out`, `choose_summon_position`:
face-up Attack or Defense); the face-down summons are The Shallow Grave's (a Spell), Cyber Jar's
and Apprentice Magician's, none a "Gladiator Beast" monster. So the only reader of the mark
answers the same with or without it, and a determinized copy offers its player exactly what the
real duel offers: checked here at every quiet decision of a duel where The Shallow Grave brought
back a Gladiator Beast Laquari face-down on each side.

Gladiator Beast Laquari (today's text and rulings): its ATK becomes 2100 only if it was Special
Summoned by the effect of a "Gladiator Beast" monster; brought back by The Shallow Grave and
Flip Summoned, it keeps its 1800."""

from duelist.engine.determinize import Determinizer
from duelist.testing.invariants import check_invariants
from duelist.testing.scenario import Script, Table

SEEDS = range(6)


def _shallow_grave():
    """Turn 3, player 0's Main Phase 1 (MR5): player 0 activates The Shallow Grave; each player
    brings back their Gladiator Beast Laquari face-down in Defense Position. Player 0 also
    controls Battle Ox and holds Mystical Elf; player 1 holds Celtic Guardian and Pot of Greed
    and draws from Gladiator Beast Bestiari, Battle Ox and Mystical Elf (other cards to deal)."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "The Shallow Grave", "Mystical Elf")
    table.monster(0, "Battle Ox")
    table.grave(0, "Gladiator Beast Laquari")
    table.grave(1, "Gladiator Beast Laquari")
    table.hand(1, "Celtic Guardian", "Pot of Greed")
    table.deck(0, ["Vorse Raider"] * 3)
    table.deck(1, ["Gladiator Beast Bestiari", "Battle Ox", "Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "The Shallow Grave")
    s.pick("target", "Gladiator Beast Laquari", request="target", player=0)
    s.pick("target", "Gladiator Beast Laquari", request="target", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="idle", player=0)
    for player in (0, 1):
        assert [(c.name, c.position) for c in duel.monsters(player) if c.name != "Battle Ox"] == \
            [("Gladiator Beast Laquari", "set")]
    return duel, s


def _copies_offer_what_the_duel_offers(duel):
    """At a quiet decision: every copy determinized for the deciding player shows that player
    the same field and offers the same options as the real duel."""
    player = duel.request.player
    real = duel.request.to_dict()
    seen = duel.view(player)
    det = Determinizer(duel, player)
    for seed in SEEDS:
        copy = det.sample(seed)
        assert copy.request.to_dict() == real
        assert copy.view(player) == seen
        check_invariants(copy)


def test_copies_offer_what_the_duel_offers_beside_monsters_the_shallow_grave_brought_back():
    """Q: each side has a face-down Gladiator Beast Laquari that The Shallow Grave Special
    Summoned. May an AI's determinized copy offer its player anything else than the duel does,
    at any of the decisions that follow (my menu, my Battle Step, my opponent's menu before and
    after they Flip Summon their Laquari)? A: no: which effect summoned the face-down monster it
    re-deals is public, and no card reads it differently for the card it deals there."""
    duel, s = _shallow_grave()
    _copies_offer_what_the_duel_offers(duel)
    s.pick("battle")
    s.expect(request="battle", player=0)
    _copies_offer_what_the_duel_offers(duel)
    s.pick("end_battle")
    s.pick("end_turn", request="idle", player=0)
    while duel.request.kind != "idle":
        s.pick("pass")
    s.expect(request="idle", player=1)
    _copies_offer_what_the_duel_offers(duel)
    s.pick("flip_summon", "Gladiator Beast Laquari", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="idle", player=1)
    _copies_offer_what_the_duel_offers(duel)


def test_laquari_brought_back_by_the_shallow_grave_keeps_1800_atk_once_flipped():
    """Q: my opponent Flip Summons the Gladiator Beast Laquari The Shallow Grave brought back
    face-down. Is its ATK 2100? A: no: The Shallow Grave is a Spell, not a "Gladiator Beast"
    monster's effect: Laquari keeps 1800 ATK."""
    duel, s = _shallow_grave()
    s.pick("end_turn", request="idle", player=0)
    while duel.request.kind != "idle":
        s.pick("pass")
    s.pick("flip_summon", "Gladiator Beast Laquari", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    laquari = [c for c in duel.monsters(1) if c.name == "Gladiator Beast Laquari"][0]
    assert laquari.face_up and duel.atk(laquari) == 1800
