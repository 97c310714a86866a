"""Cobra Jar (86801871): FLIP: Special Summon 1 Poisonous Snake Token (Reptile, EARTH, Level 3,
1200/1200); when that Token is destroyed by battle, the opponent of the player who made it takes 500.

Sources, in our words: the card's texts (DR1-EN023, 2004, and today's: the same effect; the OCG text
《スネークポット》「このトークンが戦闘によって破壊された場合、相手ライフに500ポイントダメージを与える」); no
position named, so the player picks face-up Attack or Defense (seed 000 §特殊召喚); a FLIP effect
activates even when the attack that flipped the monster destroys it (seed 004 §反转效果); a Token that
leaves the field is gone (seed 004 §衍生物). Our reading: the 500 damage belongs to the Token Cobra Jar
made, so it happens (a chain link) even once Cobra Jar has left the field, only for a destruction by
battle, never by a card effect."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

CJ = "Cobra Jar"
TOKEN = "Poisonous Snake Token"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _position(s, which):
    if s.duel.request is not None and s.duel.request.kind == "option":
        s.pick("option", which)


def _tokens(duel, player):
    return [c for c in duel.monsters(player) if c.data.is_token]


def test_cobra_jar_flip_summon_makes_a_poisonous_snake_token():
    """Q: I Flip Summon Cobra Jar. A: its FLIP effect Special Summons 1 Poisonous Snake Token in the
    position I pick (Attack): Level 3 EARTH Reptile, 1200/1200, on my field; no damage to anyone."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, CJ, position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", CJ, request="idle")
    _pass(s)
    _position(s, "Attack Position")
    _pass(s)
    tokens = _tokens(duel, 0)
    assert [t.name for t in tokens] == [TOKEN]
    token = tokens[0]
    assert (token.data.race, token.data.attribute, token.data.level) == ("Reptile", "EARTH", 3)
    assert (duel.atk(token), duel.defense(token), token.position, token.controller) == (1200, 1200, "attack", 0)
    assert lp(duel) == (8000, 8000)


def test_cobra_jar_token_destroyed_by_battle_burns_the_opponent_after_the_jar_is_gone():
    """Q: My Cobra Jar was flipped and made a Poisonous Snake Token (Attack Position); Cobra Jar is then
    in my GY. My opponent's Battle Ox (1700) attacks the Token. A: I take 500 battle damage, the Token
    is gone (not in any GY), and my opponent takes 500 from the Token's effect: 7500 each."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, CJ, position="set")
    table.hand(0, "Tribute to The Doomed", "Celtic Guardian")
    table.monster(1, "Battle Ox")
    table.deck(1, ["Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", CJ, request="idle")
    _pass(s)
    _position(s, "Attack Position")
    _pass(s)
    # my own Tribute to the Doomed sends Cobra Jar away (the Token stays)
    s.pick("activate", "Tribute to The Doomed", request="idle")
    if duel.request.kind in ("select", "discard"):
        s.pick(duel.request.options[0].kind, "Celtic Guardian")
    s.pick("target", CJ)
    _pass(s)
    assert CJ in grave(duel, 0)
    s.end_turn()
    _pass(s)
    while duel.request.kind != "idle":
        _pass(s)
    s.pick("battle", player=1)
    _pass(s)
    token = _tokens(duel, 0)[0]
    s.pick("attack", "Battle Ox", target=token.uid, player=1)
    _pass(s)
    assert lp(duel) == (7500, 7500)
    assert _tokens(duel, 0) == [] and TOKEN not in grave(duel, 0) + grave(duel, 1)


def test_cobra_jar_token_destroyed_by_an_effect_deals_no_damage():
    """Q: My Poisonous Snake Token (from Cobra Jar) is destroyed by my own Tribute to the Doomed. A: not
    by battle: nobody takes damage; the Token is gone."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.monster(0, CJ, position="set")
    table.hand(0, "Tribute to The Doomed", "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", CJ, request="idle")
    _pass(s)
    _position(s, "Defense Position")
    _pass(s)
    token = _tokens(duel, 0)[0]
    s.pick("activate", "Tribute to The Doomed", request="idle")
    if duel.request.kind in ("select", "discard"):
        s.pick(duel.request.options[0].kind, "Celtic Guardian")
    s.pick("target", token.uid)
    _pass(s)
    assert _tokens(duel, 0) == [] and lp(duel) == (8000, 8000)


def test_cobra_jar_destroyed_by_the_attack_that_flips_it_still_makes_its_token():
    """Q: My opponent's Battle Ox attacks my face-down Cobra Jar (DEF 300). A: Cobra Jar is flipped and
    destroyed by battle, and its FLIP effect still resolves: I get the Poisonous Snake Token."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    jar = table.monster(0, CJ, position="set")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=jar, player=1)
    _pass(s)
    _position(s, "Defense Position")
    _pass(s)
    assert grave(duel, 0) == [CJ]
    assert [t.name for t in _tokens(duel, 0)] == [TOKEN] and lp(duel) == (8000, 8000)


def test_cobra_jar_no_token_without_a_free_monster_zone():
    """Q: I Flip Summon Cobra Jar while my other four Monster Zones are full. A: no zone for the Token:
    nothing is Special Summoned."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.monster(0, CJ, position="set")
    for _ in range(4):
        table.monster(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", CJ, request="idle")
    _pass(s)
    _position(s, "Defense Position")
    _pass(s)
    assert _tokens(duel, 0) == [] and len([c for c in duel.monsters(0) if c is not None]) == 5
