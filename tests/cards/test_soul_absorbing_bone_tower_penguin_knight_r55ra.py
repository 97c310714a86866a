"""Soul-Absorbing Bone Tower (63012333) milling Penguin Knight (36039163): a judge's question of the
Goat Zombie mill decks.

Sources: yugioh-wiki.net 《精気を吸う骨の塔》 (a mandatory trigger on a Zombie's successful Special
Summon: the top 2 cards of the opponent's Deck go to the GY) and 《ペンギン・ナイト》 (a mandatory
trigger when an effect of the opponent's card sends it from its owner's Deck to the GY: its
owner's whole GY, itself included, is shuffled into the Deck). The Tower's mill is its
controller's effect, the Knight's owner's opponent's: the Knight answers it."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

TOWER = "Soul-Absorbing Bone Tower"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_soul_absorbing_bone_tower_mills_penguin_knight_and_the_gy_goes_back():
    """Q: my Bone Tower is face-up; I revive Vampire Lady; the top 2 cards of my opponent's Deck
    are Penguin Knight and Battle Ox, and their GY already holds Pot of Greed. A: both are sent,
    then the Knight's trigger shuffles their whole GY (Knight, Battle Ox, Pot of Greed) into the
    Deck: their GY is empty and their Deck holds 5 cards again."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.deck(1, ["Penguin Knight", "Battle Ox", "Mirror Force", "Mystical Elf"])
    table.grave(1, "Pot of Greed")
    table.monster(0, TOWER)
    table.hand(0, "Monster Reborn")
    table.grave(0, "Vampire Lady")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Vampire Lady")
    _resolve(s)
    if duel.request is not None and duel.request.kind == "option":
        s.pick("option", "Attack Position")
    _resolve(s)
    assert grave(duel, 1) == []
    assert sorted(c.name for c in duel.players[1].deck) == sorted(
        ["Penguin Knight", "Battle Ox", "Pot of Greed", "Mirror Force", "Mystical Elf"])
