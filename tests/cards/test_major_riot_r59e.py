"""Major Riot (9074847), Normal Trap: when an opponent's card effect returns a monster you controlled
to your hand, every monster on the field goes back to the hand; then each player Special Summons from
their hand, face-down in Defense Position, as many monsters as Monster Cards went back to their hand.

Sources, in our words: the card's text (PSV-029, 2003, and today's agree: no ERAS entry; today's
says "as many as possible" and "Monster Cards", so a Token, which is gone, counts for nothing: our
reading for both texts); seed 000 §效果分類 (a "when" activation is open right after its happening:
the return made by the Flip effect's resolution, the last thing that happened); Penguin Soldier's
text (its Flip effect returns up to 2 monsters to the hand)."""

from duelist.testing.reads import field_monsters as monsters, hand
from duelist.testing.scenario import Script, Table

MR = "Major Riot"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _until_major_riot(duel, s):
    while duel.request.kind == "chain" and not (duel.request.player == 0 and s.has("activate", MR)):
        s.pick("pass", player=duel.request.player)


def _flip_penguin_at(duel, s, *victims):
    s.pick("flip_summon", "Penguin Soldier", player=1)
    _pass_all(duel, s)
    if duel.request.kind == "yes_no":
        s.pick("yes", player=1)
    for victim in victims:
        s.pick("target", victim, player=1)
    if len(victims) < 2 and duel.request.kind == "target":
        s.pick("done", player=1)


def test_major_riot_after_penguin_soldier():
    """Q: my opponent Flip Summons Penguin Soldier and returns my Battle Ox to my hand; I activate
    Major Riot. A: Penguin Soldier and my Celtic Guardian go back too: Major Riot gave each of us 1
    Monster Card back (Battle Ox came back by Penguin Soldier); each Special Summons 1 monster from the
    hand face-down in Defense Position, the turn player first: they pick Mystical Elf, I Battle Ox."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    ox = table.monster(0, "Battle Ox")
    table.monster(0, "Celtic Guardian")
    table.spell_trap(0, MR)
    table.monster(1, "Penguin Soldier", position="set")
    table.hand(1, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    _flip_penguin_at(duel, s, ox)
    _until_major_riot(duel, s)
    s.pick("activate", MR, player=0, request="chain")
    _pass_all(duel, s)
    # the turn player (1) picks first: 1 of Penguin Soldier / Mystical Elf
    s.pick("select", "Mystical Elf", player=1)
    s.pick("select", "Battle Ox", player=0)
    assert duel.request.kind == "idle"
    assert monsters(duel, 0) == ["Battle Ox"] and duel.monsters(0)[0].position == "set"
    assert monsters(duel, 1) == ["Mystical Elf"] and duel.monsters(1)[0].position == "set"
    assert hand(duel, 0) == ["Celtic Guardian"] and hand(duel, 1) == ["Penguin Soldier"]


def test_major_riot_not_after_my_own_effect():
    """Q: my own Penguin Soldier returns my Battle Ox to my hand. A: no opponent's effect returned it:
    Major Riot cannot be activated."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    ox = table.monster(0, "Battle Ox")
    table.monster(0, "Penguin Soldier", position="set")
    table.spell_trap(0, MR)
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Penguin Soldier")
    _pass_all(duel, s)
    if duel.request.kind == "yes_no":
        s.pick("yes")
    s.pick("target", ox)
    if duel.request.kind == "target":
        s.pick("done")
    _until_major_riot(duel, s)
    assert hand(duel, 0) == ["Battle Ox"]
    assert duel.request.kind != "chain" or not s.has("activate", MR)


def test_major_riot_a_token_counts_for_nothing():
    """Q: my opponent's Penguin Soldier returns my Battle Ox; I still control Celtic Guardian and a
    Sheep Token, and activate Major Riot. A: Celtic Guardian goes back to my hand, the Token is gone: 1
    Monster Card came back to me by Major Riot (Battle Ox came back earlier, by Penguin Soldier), so I
    Special Summon 1 monster face-down; my opponent summons back Penguin Soldier, face-down."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    ox = table.monster(0, "Battle Ox")
    table.monster(0, "Celtic Guardian")
    table.monster(0, "Sheep Token", position="defense")
    table.spell_trap(0, MR)
    table.monster(1, "Penguin Soldier", position="set")
    duel = table.build()
    s = Script(duel)
    _flip_penguin_at(duel, s, ox)
    _until_major_riot(duel, s)
    s.pick("activate", MR, player=0, request="chain")
    _pass_all(duel, s)
    s.pick("select", "Penguin Soldier", player=1)
    s.pick("select", "Battle Ox", player=0)
    assert duel.request.kind == "idle"
    assert monsters(duel, 0) == ["Battle Ox"] and hand(duel, 0) == ["Celtic Guardian"]
    assert monsters(duel, 1) == ["Penguin Soldier"] and duel.monsters(1)[0].position == "set"
